import { PayLinkVaultLive } from "@invoicing/adapters";
import { Effect, Layer } from "effect";
import type { Logger } from "../logging/logger.ts";
import { resolveCertificateKey } from "./certificate-key.ts";

/**
 * The vault of pay link tokens (docs/PAY-PAGE.md), sealing with the key that seals NF-e
 * certificates and PA credentials: `CERTIFICATE_KEY`, or in development the key kept in the data
 * folder. Without either (production without `CERTIFICATE_KEY`), invoice e-mails carry no link.
 */
export const payLinkVaultLayer = (setup: {
  readonly certificateKey: Uint8Array | null;
  readonly production: boolean;
  readonly dataDir: string;
  readonly logger: Logger;
  readonly appUrl: string;
}) =>
  Layer.unwrap(
    Effect.promise(async () =>
      PayLinkVaultLive(
        await resolveCertificateKey({
          configured: setup.certificateKey,
          production: setup.production,
          dataDir: setup.dataDir,
          logger: setup.logger,
        }),
        setup.appUrl,
      ),
    ),
  );
