import { Schema } from "effect";
import { FailedRule } from "../france/factur-x/failed-rule.ts";
import { EchoedRecord, SubmittedInvoiceId } from "./submit-request-fields.ts";

/**
 * A request to send an invoice to the French platform. The Factur-X document is built from the stored
 * invoice and the France settings; `invoiceData` is the browser echoing the invoice, kept
 * for compatibility and never used as the document's content.
 */
export const FranceSubmitRequest = Schema.Struct({
  invoiceId: SubmittedInvoiceId,
  invoiceData: Schema.optionalKey(
    Schema.Struct({
      invoiceNumber: Schema.optionalKey(Schema.String),
      seller: Schema.optionalKey(EchoedRecord),
      buyer: Schema.optionalKey(EchoedRecord),
      items: Schema.optionalKey(Schema.Array(EchoedRecord)),
    }),
  ),
});
export type FranceSubmitRequest = typeof FranceSubmitRequest.Type;

/**
 * Where a submitted invoice stands on the public e-invoicing platform: the lifecycle statuses of
 * the French reform a seller sees right after depositing (deposited, issued, received, made
 * available) or its rejection.
 */
export const FrenchPlatformStatus = Schema.Literals([
  "deposited",
  "issued",
  "received",
  "madeAvailable",
  "rejected",
]);
export type FrenchPlatformStatus = typeof FrenchPlatformStatus.Type;

/** Answer of the France submit: `{ success, message }` plus the platform's status and reason. */
export const FranceSubmitResponse = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.String,
  status: FrenchPlatformStatus,
  /** The platform's reason for a rejection, such as a broken EN 16931 rule. */
  reason: Schema.NullOr(Schema.String),
  /** The platform's id of the deposit, to follow its lifecycle. */
  submissionId: Schema.NullOr(Schema.String),
  /** The rules the invoice breaks: the blocking ones of a rejection, the warnings of a deposit. */
  failedRules: Schema.Array(FailedRule),
});
export type FranceSubmitResponse = typeof FranceSubmitResponse.Type;
