import { Context, type Effect, Schema } from "effect";
import type { NfeEnvironment } from "../settings/brazil-settings.ts";

/** A signed DPS to turn into an NFS-e. */
export interface DpsSubmission {
  /** The DPS signed with the seller's certificate, byte for byte as signed. */
  readonly signedXml: string;
  /** Its infDPS Id, to look it up after a lost answer. */
  readonly dpsId: string;
  readonly environment: NfeEnvironment;
}

/** One message of the national API: an error (erros) or a warning (alertas). */
export interface SefinMessage {
  readonly code: string;
  readonly description: string;
  readonly complement: string | null;
}

/** The national API's answer to a DPS. */
export interface NfseIssueResult {
  /** Issued with an NFS-e, or rejected with its errors. */
  readonly status: "issued" | "rejected";
  /** The NFS-e's 50-digit access key (chaveAcesso), when issued. */
  readonly accessKey: string | null;
  /** The NFS-e XML as the API returned it (gunzipped), when issued: kept byte for byte. */
  readonly nfseXml: string | null;
  /** Errors when rejected, warnings when issued. */
  readonly messages: ReadonlyArray<SefinMessage>;
  /** dataHoraProcessamento, when given. */
  readonly processedAt: string | null;
  /** The HTTP status and JSON body as received. */
  readonly httpStatus: number;
  readonly responseJson: string;
}

/** A signed event request (pedRegEvento) for an NFS-e. */
export interface NfseEventSubmission {
  readonly signedXml: string;
  readonly accessKey: string;
  readonly environment: NfeEnvironment;
}

/** The national API's answer to an event request. */
export interface NfseEventResult {
  readonly status: "registered" | "rejected";
  /** The registered event XML (evento) as returned, when registered. */
  readonly eventXml: string | null;
  readonly messages: ReadonlyArray<SefinMessage>;
  readonly processedAt: string | null;
  readonly httpStatus: number;
  readonly responseJson: string;
}

/** The national API could not be reached, refused the certificate or answered something unreadable. */
export class SefinUnavailable extends Schema.TaggedError<SefinUnavailable>()("SefinUnavailable", {
  reason: Schema.String,
}) {
  readonly key: string = "einvoicing.errors.sefinunavailable";
}

/**
 * The Sefin Nacional of the NFS-e Padrão Nacional (docs/PRODUCT-RULES.md#nfs-e): the sandbox in
 * process, or the client of produção restrita and produção over mutual TLS. A rejection is an
 * answer, not a failure.
 */
export class SefinNacional extends Context.Service<
  SefinNacional,
  {
    /** Submits one signed DPS, answered at once with the NFS-e or the errors. */
    readonly submitDps: (
      request: DpsSubmission,
    ) => Effect.Effect<NfseIssueResult, SefinUnavailable>;
    /** The access key of the NFS-e issued from a DPS, or null when none was. */
    readonly findIssued: (
      dpsId: string,
      environment: NfeEnvironment,
    ) => Effect.Effect<string | null, SefinUnavailable>;
    /** Registers an event on an NFS-e: a cancellation or another event. */
    readonly registerEvent: (
      request: NfseEventSubmission,
    ) => Effect.Effect<NfseEventResult, SefinUnavailable>;
  }
>()("SefinNacional") {}
