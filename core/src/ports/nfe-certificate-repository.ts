import { Context, type Effect, type Option } from "effect";
import type { NfeCertificateInfo } from "../einvoicing/nfe-certificate-info.ts";
import type { UserId } from "../users/user-id.ts";

/** A seller's A1 certificate as kept: sealed (encrypted, bound to its owner) and its facts. */
export interface StoredNfeCertificate {
  /** The PFX and its password, sealed by `NfeCredentials.seal`; opaque to the core. */
  readonly sealed: string;
  readonly info: NfeCertificateInfo;
}

/** Each user's one A1 certificate. Storage failures are defects. */
export class NfeCertificateRepository extends Context.Service<
  NfeCertificateRepository,
  {
    readonly get: (userId: UserId) => Effect.Effect<Option.Option<StoredNfeCertificate>>;
    /** Stores the certificate, replacing the one kept before. */
    readonly save: (userId: UserId, certificate: StoredNfeCertificate) => Effect.Effect<void>;
    /** Forgets the certificate; true when there was one. */
    readonly remove: (userId: UserId) => Effect.Effect<boolean>;
  }
>()("@invoicing/core/NfeCertificateRepository") {}
