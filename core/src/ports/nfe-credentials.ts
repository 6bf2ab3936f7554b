import { Context, type Effect } from "effect";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import type { CertificateError } from "../brazil/nfe/certificate-errors.ts";
import type { UfCode } from "../brazil/uf.ts";
import type { Instant } from "../calendar/instant.ts";
import type { CertificateVaultUnavailable } from "../einvoicing/certificate-vault-unavailable.ts";
import type { UserId } from "../users/user-id.ts";
import type { NfeNumberRange } from "./nfe-event-repository.ts";
import type { NfeNumber } from "./nfe-submission-repository.ts";
import type { Sefaz } from "./sefaz.ts";
import type { SefinNacional } from "./sefin-nacional.ts";

/**
 * Whose certificate signs an NF-e, and so which SEFAZ receives it: the sandbox's generated
 * certificate named after the seller, or the seller's own sealed A1 certificate (production).
 */
export type NfeSigner =
  | { readonly kind: "sandbox"; readonly companyName: string; readonly cnpj: string }
  | {
      readonly kind: "seller";
      readonly sealed: string;
      readonly owner: UserId;
      readonly issuerCnpj: string;
    };

/** An uploaded A1 certificate to check and seal for its owner. */
export interface NfeCertificateUpload {
  readonly owner: UserId;
  readonly pfx: Uint8Array;
  readonly password: string;
  /** The CNPJ of the Brazil settings: the certificate's CNPJ root must match it. */
  readonly issuerCnpj: string;
  readonly now: Instant;
}

/** A checked certificate, sealed, with the facts the settings screen shows. */
export interface SealedNfeCertificate {
  readonly sealed: string;
  readonly subject: string;
  readonly cnpj: string | null;
  readonly notBefore: Instant;
  readonly notAfter: Instant;
}

/** Signs NF-e with a signer's certificate and sends them to the SEFAZ that signer reaches. */
export interface NfeChannel {
  /** The XMLDSig-signed NF-e, to keep byte for byte. */
  readonly sign: (unsignedXml: string) => string;
  /** The signed event (over infEvento) or voiding request (over infInut). */
  readonly signEvent: (unsignedXml: string) => string;
  readonly sefaz: (typeof Sefaz)["Service"];
}

/** Finds the key authorised earlier under an NF-e number (duplicates: 204, 539). */
export type AuthorizedKeyFinder = (number: NfeNumber) => Effect.Effect<NfeAccessKey | null>;

/** A registered event as SEFAZ's records know it. */
export interface LedgerEvent {
  readonly kind: "cancellation" | "correction";
  readonly sequence: number;
}

/**
 * What SEFAZ knows of the seller's NF-e, for the sandbox to answer events and voidings as SEFAZ
 * would across restarts: the authorised NF-e of a key, its registered events, and whether numbers
 * of a range were authorised or voided.
 */
export interface SefazLedger {
  readonly authorizedNfe: (
    accessKey: NfeAccessKey,
  ) => Effect.Effect<{ readonly protocol: string; readonly authorizedAt: Instant } | null>;
  readonly registeredEvents: (accessKey: NfeAccessKey) => Effect.Effect<ReadonlyArray<LedgerEvent>>;
  readonly rangeUse: (
    range: NfeNumberRange,
  ) => Effect.Effect<{ readonly authorized: boolean; readonly voided: boolean }>;
}

/** Signs DPS and NFS-e events with a signer's certificate and sends them to the national system it reaches. */
export interface NfseChannel {
  /** The XMLDSig-signed DPS, to keep byte for byte. */
  readonly signDps: (unsignedXml: string) => string;
  /** The signed event request (over infPedReg). */
  readonly signEvent: (unsignedXml: string) => string;
  readonly sefin: (typeof SefinNacional)["Service"];
}

/** The provider as the national registry (CNC) knows it, which the sandbox reads from the settings. */
export interface NfseProviderRegistration {
  readonly cnpj: string;
  readonly name: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string | null;
  readonly district: string;
  readonly municipalityCode: string;
  readonly uf: UfCode;
  readonly cep: string;
}

/** An NFS-e as the national system's records know it. */
export interface NfseLedgerEntry {
  readonly accessKey: string;
  readonly nfseXml: string;
  readonly cancelled: boolean;
}

/** What the national system knows of the seller's NFS-e, for the sandbox to answer as it would across restarts. */
export interface NfseLedger {
  readonly byDps: (dpsId: string) => Effect.Effect<NfseLedgerEntry | null>;
  readonly byKey: (accessKey: string) => Effect.Effect<NfseLedgerEntry | null>;
}

/**
 * The certificate side of NF-e (docs/PRODUCT-RULES.md#e-invoicing-brazil): checking and sealing
 * uploaded A1 certificates, and opening a channel that signs with a certificate and submits to
 * SEFAZ: the sandbox, or the production web services over mutual TLS with the seller's certificate.
 */
export class NfeCredentials extends Context.Service<
  NfeCredentials,
  {
    /** Whether production SEFAZ is configured (its trust chain); without it every NF-e goes to the sandbox. */
    readonly productionAvailable: boolean;
    /**
     * Opens the PFX with its password, checks it is valid at `now` and belongs to the issuer's
     * company (CNPJ root), and seals it for its owner.
     */
    readonly seal: (
      upload: NfeCertificateUpload,
    ) => Effect.Effect<SealedNfeCertificate, CertificateError | CertificateVaultUnavailable>;
    readonly open: (
      signer: NfeSigner,
      options: {
        readonly now: Instant;
        readonly findAuthorizedKey: AuthorizedKeyFinder;
        /** What the sandbox consults for events and voidings; production SEFAZ keeps its own. */
        readonly ledger?: SefazLedger;
      },
    ) => Effect.Effect<NfeChannel, CertificateError | CertificateVaultUnavailable>;
    /**
     * Opens the NFS-e side of a signer: the sandbox national system (which reads the provider's
     * registration and the ledger), or produção restrita and produção over mutual TLS with the
     * seller's certificate.
     */
    readonly openNfse: (
      signer: NfeSigner,
      options: {
        readonly now: Instant;
        readonly registration: NfseProviderRegistration | null;
        readonly ledger: NfseLedger;
      },
    ) => Effect.Effect<NfseChannel, CertificateError | CertificateVaultUnavailable>;
  }
>()("@invoicing/core/NfeCredentials") {}
