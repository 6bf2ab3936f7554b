import { Schema } from "effect";

/** No credit note with this id belongs to the user. */
export class CreditNoteNotFound extends Schema.TaggedError<CreditNoteNotFound>()(
  "CreditNoteNotFound",
  { id: Schema.String },
) {
  readonly key: string = "creditnotes.errors.notfound";
}

/**
 * The credit note asked for more than is left of the invoice (docs/PRODUCT-RULES.md#credit-notes).
 */
export class CreditNoteExceedsInvoice extends Schema.TaggedError<CreditNoteExceedsInvoice>()(
  "CreditNoteExceedsInvoice",
  { invoiceId: Schema.String },
) {
  readonly key: string = "creditnotes.exceedsinvoice";
}

/** A draft holds no number and is not a legal document yet: it is deleted, not credited. */
export class InvoiceNotIssued extends Schema.TaggedError<InvoiceNotIssued>()("InvoiceNotIssued", {
  invoiceId: Schema.String,
}) {
  readonly key: string = "creditnotes.invoicenotissued";
}

/**
 * The invoice's NF-e is authorised: in Brazil the tax document is corrected by cancelling the
 * NF-e with SEFAZ, not by a credit note of ours.
 */
export class NfeMustBeCancelled extends Schema.TaggedError<NfeMustBeCancelled>()(
  "NfeMustBeCancelled",
  { invoiceId: Schema.String },
) {
  readonly key: string = "creditnotes.nfemustbecancelled";
}

/** Today, in the owner's zone, is before the date of the owner's last credit note. */
export class CreditNoteDateOutOfOrder extends Schema.TaggedError<CreditNoteDateOutOfOrder>()(
  "CreditNoteDateOutOfOrder",
  { lastIssueDate: Schema.String },
) {
  readonly key: string = "creditnotes.issuedate.outoforder";
}
