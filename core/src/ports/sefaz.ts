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
    readonly serviceStatus: (
      uf: UfCode,
      environment: NfeEnvironment,
    ) => Effect.Effect<SefazServiceStatus, SefazUnavailable>;
  }
>()("@invoicing/core/Sefaz") {}
