import {
  CertificateNotIssuers,
  CertificateVaultUnavailable,
  type NfeChannel,
  NfeCredentials,
  type NfeSigner,
  type NfseChannel,
  type NfseLedger,
  type NfseProviderRegistration,
  Sefaz,
  type SefazLedger,
  SefinNacional,
} from "@invoicing/core";
import { Effect } from "effect";
import { openCertificate, sealCertificate } from "./certificate-vault.ts";
import { checkCertificateFor, readPfx } from "./nfe-certificate.ts";
import { type SefazProductionOptions, sefazProductionLayer } from "./sefaz-production.ts";
import { type AuthorizedKeyLookup, sefazSandboxLayer } from "./sefaz-sandbox.ts";
import {
  makeSefinClient,
  type SefinProductionOptions,
  sefinProductionLayer,
} from "./sefin-client.ts";
import { makeSefinSandbox } from "./sefin-sandbox.ts";
import { signDps, signNfseEvent } from "./sign-dps.ts";
import { signNfe, signNfeEvent } from "./sign-nfe.ts";
import { sandboxSigningCertificate, sellerSigningCertificate } from "./signing-certificate.ts";

/** How NF-e certificates are kept and where NF-e go. */
export interface NfeCredentialsOptions {
  /** The 32-byte key sealing certificates (`certificateVaultKey`); null refuses uploads. */
  readonly vaultKey: Uint8Array | null;
  /** The NF-e schema package, which the sandbox validates against. */
  readonly schemaDirectory: string;
  /**
   * The ICP-Brasil CA certificates (PEM) production SEFAZ servers chain to; null when production
   * is not configured, so every NF-e goes to the sandbox.
   */
  readonly trustedCa: ReadonlyArray<string> | null;
  /** The production web services of a UF; the official table when not given (tests: a stand-in). */
  readonly endpoints?: SefazProductionOptions["endpoints"];
  /** The NFS-e v1.01 schema folder, which the sandbox national system validates against. */
  readonly nfseSchemaDirectory: string;
  /** The national system's bases; the official hosts when not given (tests: a stand-in). */
  readonly sefinBaseUrls?: SefinProductionOptions["baseUrls"];
}

const vaultKeyOf = (options: NfeCredentialsOptions) =>
  options.vaultKey === null
    ? Effect.fail(new CertificateVaultUnavailable())
    : Effect.succeed(options.vaultKey);

const sandboxChannel = (
  options: NfeCredentialsOptions,
  signer: Extract<NfeSigner, { readonly kind: "sandbox" }>,
  now: Date,
  findAuthorizedKey: AuthorizedKeyLookup,
  ledger: SefazLedger | undefined,
) =>
  Effect.gen(function* () {
    const certificate = sandboxSigningCertificate(
      { companyName: signer.companyName, cnpj: signer.cnpj },
      now,
    );
    const sefaz = yield* Sefaz.pipe(
      Effect.provide(
        sefazSandboxLayer({
          schemaDirectory: options.schemaDirectory,
          findAuthorizedKey,
          // The sandbox answers at the caller's clock, as SEFAZ would at the time of sending.
          now: () => now,
          ...(ledger === undefined ? {} : { ledger }),
        }),
      ),
    );
    return {
      sign: (xml) => signNfe(xml, certificate),
      signEvent: (xml) => signNfeEvent(xml, certificate),
      sefaz,
    } satisfies NfeChannel;
  });

/** The seller's A1 certificate, unsealed and checked for the issuer's CNPJ at `now`. */
const sellerCertificate = (
  options: NfeCredentialsOptions,
  signer: Extract<NfeSigner, { readonly kind: "seller" }>,
  now: Date,
) =>
  Effect.gen(function* () {
    const key = yield* vaultKeyOf(options);
    const stored = yield* Effect.fromResult(openCertificate(signer.sealed, key, signer.owner));
    return yield* Effect.fromResult(sellerSigningCertificate(stored, signer.issuerCnpj, now));
  });

/** The mutual TLS both national services ask for: the seller's certificate as client identity. */
const mutualTls = (
  certificate: Effect.Success<ReturnType<typeof sellerCertificate>>,
  options: NfeCredentialsOptions,
) => ({
  privateKeyPem: certificate.privateKeyPem,
  certificatePem: certificate.certificatePem,
  chainPem: certificate.chainPem,
  trustedCa: options.trustedCa ?? [],
});

const productionChannel = (
  options: NfeCredentialsOptions,
  signer: Extract<NfeSigner, { readonly kind: "seller" }>,
  now: Date,
) =>
  Effect.gen(function* () {
    const certificate = yield* sellerCertificate(options, signer, now);
    const sefaz = yield* Sefaz.pipe(
      Effect.provide(
        sefazProductionLayer({
          tls: mutualTls(certificate, options),
          ...(options.endpoints === undefined ? {} : { endpoints: options.endpoints }),
        }),
      ),
    );
    return {
      sign: (xml) => signNfe(xml, certificate),
      signEvent: (xml) => signNfeEvent(xml, certificate),
      sefaz,
    } satisfies NfeChannel;
  });

const sandboxNfseChannel = (
  options: NfeCredentialsOptions,
  signer: Extract<NfeSigner, { readonly kind: "sandbox" }>,
  now: Date,
  registration: NfseProviderRegistration | null,
  ledger: NfseLedger,
) =>
  Effect.sync(() => {
    const certificate = sandboxSigningCertificate(
      { companyName: signer.companyName, cnpj: signer.cnpj },
      now,
    );
    const sandbox = makeSefinSandbox({
      schemaDirectory: options.nfseSchemaDirectory,
      // The national registry (CNC) knows the provider as its Brazil settings describe it.
      registry: async (cnpj) =>
        registration !== null && registration.cnpj === cnpj ? registration : null,
      ledger: {
        byDps: (dpsId) => Effect.runPromise(ledger.byDps(dpsId)),
        byKey: (accessKey) => Effect.runPromise(ledger.byKey(accessKey)),
      },
      now: () => now,
    });
    return {
      signDps: (xml) => signDps(xml, certificate),
      signEvent: (xml) => signNfseEvent(xml, certificate),
      sefin: makeSefinClient(() => sandbox),
    } satisfies NfseChannel;
  });

const productionNfseChannel = (
  options: NfeCredentialsOptions,
  signer: Extract<NfeSigner, { readonly kind: "seller" }>,
  now: Date,
) =>
  Effect.gen(function* () {
    const certificate = yield* sellerCertificate(options, signer, now);
    const sefin = yield* SefinNacional.pipe(
      Effect.provide(
        sefinProductionLayer({
          tls: mutualTls(certificate, options),
          ...(options.sefinBaseUrls === undefined ? {} : { baseUrls: options.sefinBaseUrls }),
        }),
      ),
    );
    return {
      signDps: (xml) => signDps(xml, certificate),
      signEvent: (xml) => signNfseEvent(xml, certificate),
      sefin,
    } satisfies NfseChannel;
  });

/**
 * The core's NfeCredentials: uploaded A1 certificates are read with node-forge, checked (valid
 * now, of the issuer's CNPJ root; one naming no CNPJ cannot be matched and is refused) and sealed
 * with AES-256-GCM for their owner. The sandbox channel signs with a certificate generated for
 * the issuer and answers like SEFAZ homologation (duplicates looked up by `findAuthorizedKey`);
 * the production channel opens the seller's sealed certificate, signs with it and talks SOAP 1.2
 * over mutual TLS to the UF's authoriser.
 */
export const nfeCredentials = (options: NfeCredentialsOptions) =>
  NfeCredentials.of({
    productionAvailable: options.trustedCa !== null,
    seal: (upload) =>
      Effect.gen(function* () {
        const key = yield* vaultKeyOf(options);
        const certificate = yield* Effect.fromResult(readPfx(upload.pfx, upload.password));
        if (certificate.cnpj === null) {
          return yield* new CertificateNotIssuers({
            certificateCnpj: "",
            issuerCnpj: upload.issuerCnpj,
          });
        }
        yield* Effect.fromResult(
          checkCertificateFor(certificate, upload.issuerCnpj, new Date(upload.now)),
        );
        return {
          sealed: sealCertificate(
            { pfx: upload.pfx, password: upload.password },
            key,
            upload.owner,
          ),
          subject: certificate.subjectName,
          cnpj: certificate.cnpj,
          notBefore: certificate.notBefore.toISOString(),
          notAfter: certificate.notAfter.toISOString(),
        };
      }),
    open: (signer, { now, findAuthorizedKey, ledger }) =>
      signer.kind === "sandbox"
        ? sandboxChannel(options, signer, new Date(now), findAuthorizedKey, ledger)
        : productionChannel(options, signer, new Date(now)),
    openNfse: (signer, { now, registration, ledger }) =>
      signer.kind === "sandbox"
        ? sandboxNfseChannel(options, signer, new Date(now), registration, ledger)
        : productionNfseChannel(options, signer, new Date(now)),
  });
