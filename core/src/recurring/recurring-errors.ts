import { Schema } from "effect";

/** No recurring invoice with this id belongs to the user (also when it belongs to someone else). */
export class RecurringInvoiceNotFound extends Schema.TaggedError<RecurringInvoiceNotFound>()(
  "RecurringInvoiceNotFound",
  { id: Schema.String },
) {
  readonly key: string = "recurring.errors.notfound";
}

/**
 * An occurrence of a recurring invoice already has its invoice (another run, or another process,
 * issued it first): nothing was written.
 */
export class OccurrenceAlreadyIssued extends Schema.TaggedError<OccurrenceAlreadyIssued>()(
  "OccurrenceAlreadyIssued",
  { scheduleId: Schema.String, index: Schema.Number, invoiceId: Schema.String },
) {
  readonly key: string = "recurring.errors.alreadyissued";
}

/** A recurring invoice that issued its last occurrence cannot be resumed: edit its end instead. */
export class RecurringInvoiceFinished extends Schema.TaggedError<RecurringInvoiceFinished>()(
  "RecurringInvoiceFinished",
  { id: Schema.String },
) {
  readonly key: string = "recurring.errors.finished";
}
