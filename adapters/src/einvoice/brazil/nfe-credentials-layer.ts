import { NfeCredentials } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { onFirstUse } from "../../on-first-use.ts";
import type { NfeCredentialsOptions } from "./nfe-credentials.ts";

export type { NfeCredentialsOptions } from "./nfe-credentials.ts";

/**
 * The core's NfeCredentials (`nfe-credentials.ts`), whose certificate reading (node-forge),
 * signing (xml-crypto) and SOAP code load with the first certificate upload or NF-e: most
 * servers never issue one.
 */
export const nfeCredentialsLayer = (options: NfeCredentialsOptions) => {
  const credentials = onFirstUse(async () =>
    (await import("./nfe-credentials.ts")).nfeCredentials(options),
  );
  return Layer.succeed(
    NfeCredentials,
    NfeCredentials.of({
      productionAvailable: options.trustedCa !== null,
      seal: (upload) => Effect.promise(credentials).pipe(Effect.flatMap((it) => it.seal(upload))),
      open: (signer, context) =>
        Effect.promise(credentials).pipe(Effect.flatMap((it) => it.open(signer, context))),
      openNfse: (signer, context) =>
        Effect.promise(credentials).pipe(Effect.flatMap((it) => it.openNfse(signer, context))),
    }),
  );
};
