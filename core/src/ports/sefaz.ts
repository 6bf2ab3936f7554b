import { Context, type Effect, Schema } from "effect";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import type { UfCode } from "../brazil/uf.ts";
import type { SefazAnswer } from "../einvoicing/brazil-submit.ts";
import type { NfeEnvironment } from "../settings/brazil-settings.ts";

/** A signed NF-e to authorise. */
export interface NfeAuthorization {
  /** The NF-e XML signed with the seller's A1 certificate (XMLDSig), byte for byte as signed. */
  readonly signedXml: string;
  readonly accessKey: NfeAccessKey;
  /** The seller's state, whose authoriser receives the NF-e. */
  readonly uf: UfCode;
  readonly environment: NfeEnvironment;
}

/** SEFAZ's answer to an NF-e and the documents to keep with the submission. */
export interface NfeAuthorizationResult {
  readonly answer: SefazAnswer;
  /** The nfeProc (signed NF-e + protNFe) once authorised, else null: what `nfe.xml` serves. */
  readonly nfeProcXml: string | null;
  /** SEFAZ's answer document as received (protNFe, or retEnviNFe when the batch was refused). */
  readonly responseXml: string;
}

/** A signed event (`evento`) or voiding request (`inutNFe`) for the issuer's authoriser. */
export interface NfeEventSubmission {
  /** Signed with the seller's A1 certificate, byte for byte as signed. */
  readonly signedXml: string;
  readonly uf: UfCode;
  readonly environment: NfeEnvironment;
}

/** SEFAZ's answer to an event or a voiding, and the documents to keep with it. */
export interface NfeEventResult {
  readonly cStat: string;
  readonly xMotivo: string;
  /** nProt of the registration, when registered. */
  readonly protocol: string | null;
  readonly registeredAt: string | null;
  /** procEventoNFe (or ProcInutNFe) when registered, else null. */
  readonly procXml: string | null;
  /** SEFAZ's answer document as received (retEnvEvento, retInutNFe). */
  readonly responseXml: string;
}

/** cStats of a registered event: 135 linked to the NF-e, 136 not linked, 155 cancelled late. */
export const REGISTERED_EVENT_CSTATS: ReadonlyArray<string> = ["135", "136", "155"];
/** cStat of a homologated voiding (inutilização). */
export const VOIDED_CSTAT = "102";

/** The state of a UF's authorisation service (NFeStatusServico4): cStat 107 means running. */
export interface SefazServiceStatus {
  readonly cStat: string;
  readonly xMotivo: string;
}

/** SEFAZ could not be reached or its web service failed. */
export class SefazUnavailable extends Schema.TaggedError<SefazUnavailable>()("SefazUnavailable", {
  reason: Schema.String,
}) {
  readonly key: string = "einvoicing.errors.sefazunavailable";
}

/**
 * The state tax authority's NF-e authorisation service (docs/PRODUCT-RULES.md#e-invoicing-brazil):
 * a sandbox answering like homologation, or a SOAP 1.2 client with mutual TLS. A rejection (a cStat
 * other than 100 or 150) is an answer, not a failure.
 */
export class Sefaz extends Context.Service<
  Sefaz,
  {
    readonly authorize: (
      request: NfeAuthorization,
    ) => Effect.Effect<NfeAuthorizationResult, SefazUnavailable>;
    /** RecepcaoEvento: registers a cancellation or a correction letter. */
    readonly sendEvent: (
      request: NfeEventSubmission,
    ) => Effect.Effect<NfeEventResult, SefazUnavailable>;
    /** NFeInutilizacao4: voids a range of unused numbers. */
    readonly voidNumbers: (
      request: NfeEventSubmission,
    ) => Effect.Effect<NfeEventResult, SefazUnavailable>;
    readonly serviceStatus: (
      uf: UfCode,
      environment: NfeEnvironment,
    ) => Effect.Effect<SefazServiceStatus, SefazUnavailable>;
  }
>()("@invoicing/core/Sefaz") {}
