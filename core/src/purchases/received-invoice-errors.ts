import { Schema } from "effect";
import { FailedRule } from "../france/factur-x/failed-rule.ts";

/** An upload without a file. */
export class ReceivedInvoiceFileMissing extends Schema.TaggedError<ReceivedInvoiceFileMissing>()(
  "ReceivedInvoiceFileMissing",
  {},
) {
  readonly key: string = "receivedinvoices.filemissing";
}

/** A file that is neither a Factur-X PDF, nor CII nor UBL 2.1 XML. */
export class ReceivedInvoiceFormatUnsupported extends Schema.TaggedError<ReceivedInvoiceFormatUnsupported>()(
  "ReceivedInvoiceFormatUnsupported",
  {},
) {
  readonly key: string = "receivedinvoices.formatunsupported";
}

/**
 * A file that is not a readable invoice, or one the official rules refuse: `failedRules` names
 * each rule (`XSD`, `BR-CO-15`…) with its text and where it fired.
 */
export class ReceivedInvoiceInvalid extends Schema.TaggedError<ReceivedInvoiceInvalid>()(
  "ReceivedInvoiceInvalid",
  { failedRules: Schema.Array(FailedRule) },
) {
  readonly key: string = "receivedinvoices.invalid";
}

/** The user already has this supplier's invoice of that number and year. */
export class ReceivedInvoiceDuplicate extends Schema.TaggedError<ReceivedInvoiceDuplicate>()(
  "ReceivedInvoiceDuplicate",
  { existingId: Schema.String },
) {
  readonly key: string = "receivedinvoices.duplicate";
}

/** No received invoice of the user has this id. */
export class ReceivedInvoiceNotFound extends Schema.TaggedError<ReceivedInvoiceNotFound>()(
  "ReceivedInvoiceNotFound",
  { id: Schema.String },
) {
  readonly key: string = "receivedinvoices.notfound";
}

/** The status cannot follow where the invoice stands (nothing follows a refusal). */
export class ReceivedStatusNotAllowed extends Schema.TaggedError<ReceivedStatusNotAllowed>()(
  "ReceivedStatusNotAllowed",
  { code: Schema.Number },
) {
  readonly key: string = "receivedinvoices.statusnotallowed";
}

/** A status must go through a Plateforme Agréée, and the user has none set up. */
export class ReceivedStatusNeedsPlatform extends Schema.TaggedError<ReceivedStatusNeedsPlatform>()(
  "ReceivedStatusNeedsPlatform",
  {},
) {
  readonly key: string = "receivedinvoices.noplatform";
}
