import { Schema } from "effect";
import { NfeAccessKey } from "../brazil/access-key.ts";
import { Instant } from "../calendar/instant.ts";
import { NfeSubmission } from "./nfe-submission.ts";
import { EchoedRecord, SubmittedInvoiceId } from "./submit-request-fields.ts";

/**
 * A request to issue an invoice's NF-e. The NF-e is built from the stored invoice and the
 * Brazil settings; `invoiceData` is the browser echoing the invoice, kept for compatibility
 * and never used as the document's content.
 */
export const BrazilSubmitRequest = Schema.Struct({
  invoiceId: SubmittedInvoiceId,
  invoiceData: Schema.optionalKey(
    Schema.Struct({
      nfeNumber: Schema.optionalKey(Schema.Union([Schema.String, Schema.Number])),
      emitter: Schema.optionalKey(EchoedRecord),
      receiver: Schema.optionalKey(EchoedRecord),
      items: Schema.optionalKey(Schema.Array(EchoedRecord)),
    }),
  ),
});
export type BrazilSubmitRequest = typeof BrazilSubmitRequest.Type;

/** SEFAZ status codes that mean the NF-e is authorised: 100, and 150 (authorised late). */
export const AUTHORIZED_CSTATS: ReadonlyArray<string> = ["100", "150"];

/** True when a SEFAZ cStat authorises the NF-e. */
export const isAuthorizedCStat = (cStat: string): boolean => AUTHORIZED_CSTATS.includes(cStat);

/** SEFAZ's answer to an NF-e: its status code and reason, and the protocol when authorised. */
export const SefazAnswer = Schema.Struct({
  cStat: Schema.String.check(Schema.isPattern(/^\d{3}$/u)),
  xMotivo: Schema.String,
  /** nProt: the authorisation protocol, 15 digits. */
  protocol: Schema.NullOr(Schema.String.check(Schema.isPattern(/^\d{15}$/u))),
  authorizedAt: Schema.NullOr(Instant),
});
export type SefazAnswer = typeof SefazAnswer.Type;

/**
 * Answer of the Brazil submit: `{ success, message }` plus SEFAZ's answer, the access key, and
 * the submission as the invoice now lists it.
 */
export const BrazilSubmitResponse = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.String,
  accessKey: NfeAccessKey,
  ...SefazAnswer.fields,
  submission: NfeSubmission,
});
export type BrazilSubmitResponse = typeof BrazilSubmitResponse.Type;
