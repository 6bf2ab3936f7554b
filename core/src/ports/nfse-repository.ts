import { Context, type Effect, type Option } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { NfseEvent, NfseSubmission } from "../einvoicing/nfse-submission.ts";
import type { NfeEnvironment } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";

/** The DPS series a number is taken in: environment, provider CNPJ and série. */
export interface DpsSeries {
  readonly environment: NfeEnvironment;
  readonly issuer: string;
  readonly serie: string;
}

/** A submission with the documents kept beside it, byte for byte. */
export interface NfseSubmissionRecord {
  readonly submission: NfseSubmission;
  /** The series the DPS was numbered in; null when no DPS was built. */
  readonly series: DpsSeries | null;
  /** The signed DPS as sent; null when none was built. */
  readonly dpsXml: string | null;
  /** The NFS-e as the national system returned it, once issued. */
  readonly nfseXml: string | null;
  /** The national system's JSON answer as received. */
  readonly responseJson: string | null;
}

/** An invoice's NFS-e that the national system issued, with its documents. */
export interface IssuedNfse {
  readonly invoiceId: string;
  readonly accessKey: string;
  readonly dpsId: string;
  readonly dpsXml: string;
  readonly nfseXml: string;
  readonly environment: NfeEnvironment;
  /** Issued by the sandbox, so its events go to the sandbox too. */
  readonly sandbox: boolean;
  readonly issuedAt: Instant;
  /** The national system registered its cancellation. */
  readonly cancelled: boolean;
}

/** A cancellation event with its documents, kept byte for byte. */
export interface NfseEventRecord {
  readonly event: NfseEvent;
  /** The signed pedRegEvento sent. */
  readonly signedXml: string;
  /** The registered event XML, once registered. */
  readonly eventXml: string | null;
  readonly responseJson: string;
}

/**
 * The NFS-e of a user's invoices (docs/BRAZIL.md): each DPS's number, each submission with the
 * signed DPS and the NFS-e byte for byte, and the cancellation events. Scoped by the owner;
 * storage failures are defects.
 */
export class NfseRepository extends Context.Service<
  NfseRepository,
  {
    /**
     * The invoice's nDPS in the series: the one it holds, or the next of the series, kept at
     * once, so that sending an invoice again after a rejection reuses its number.
     */
    readonly assignDpsNumber: (
      userId: UserId,
      request: DpsSeries & { readonly invoiceId: string },
      at: Instant,
    ) => Effect.Effect<number>;
    readonly record: (userId: UserId, record: NfseSubmissionRecord) => Effect.Effect<void>;
    /** The invoice's submissions, newest first. */
    readonly list: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<ReadonlyArray<NfseSubmission>>;
    /** The invoice's issued NFS-e, cancelled or not, the latest if several. */
    readonly issued: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<Option.Option<IssuedNfse>>;
    /** The NFS-e issued from a DPS, whichever invoice holds it. */
    readonly issuedByDps: (
      userId: UserId,
      dpsId: string,
    ) => Effect.Effect<Option.Option<IssuedNfse>>;
    /** The NFS-e of an access key, whichever invoice holds it. */
    readonly issuedByKey: (
      userId: UserId,
      accessKey: string,
    ) => Effect.Effect<Option.Option<IssuedNfse>>;
    readonly recordEvent: (userId: UserId, record: NfseEventRecord) => Effect.Effect<void>;
    /** The invoice's events, newest first. */
    readonly events: (userId: UserId, invoiceId: string) => Effect.Effect<ReadonlyArray<NfseEvent>>;
  }
>()("@invoicing/core/NfseRepository") {}
