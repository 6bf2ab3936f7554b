import { Effect, Option } from "effect";
import { NfeCertificateRepository } from "../ports/nfe-certificate-repository.ts";
import { NfeCredentials, type NfeSigner } from "../ports/nfe-credentials.ts";
import { usesSandbox } from "../settings/sandbox-mode.ts";
import type { User } from "../users/user.ts";

/** Where a user's NF-e go now: the sandbox or production, and the signer that goes with it. */
export interface NfeSignerChoice {
  readonly sandbox: boolean;
  readonly signer: NfeSigner;
}

/**
 * Chooses the sandbox (docs/PRODUCT-RULES.md#sandbox) when the account's sandbox mode or the
 * caller's explicit sandbox choice says so, or when production is out of reach: no certificate
 * uploaded, or no production SEFAZ configured. The sandbox signs with a certificate generated for
 * the issuer.
 */
export const chooseNfeSigner = (input: {
  readonly user: User;
  readonly sandboxHeader: boolean | undefined;
  readonly issuer: { readonly name: string; readonly cnpj: string };
}) =>
  Effect.gen(function* () {
    const stored = yield* NfeCertificateRepository.use((certificates) =>
      certificates.get(input.user.id),
    );
    const credentials = yield* NfeCredentials;
    const certificate = Option.getOrNull(stored);
    const sandbox = usesSandbox({
      accountSandboxMode: input.user.settings.sandboxMode,
      headerSandboxMode: input.sandboxHeader,
      productionConfigured: certificate !== null && credentials.productionAvailable,
    });
    const signer: NfeSigner =
      sandbox || certificate === null
        ? { kind: "sandbox", companyName: input.issuer.name, cnpj: input.issuer.cnpj }
        : {
            kind: "seller",
            sealed: certificate.sealed,
            owner: input.user.id,
            issuerCnpj: input.issuer.cnpj,
          };
    return { sandbox: signer.kind === "sandbox", signer } satisfies NfeSignerChoice;
  });
