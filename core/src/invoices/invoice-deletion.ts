import { Schema } from "effect";
import { InvoiceNumber } from "./invoice-number.ts";

/**
 * An issued invoice is a legal document: it is cancelled, never deleted
 * (docs/PRODUCT-RULES.md#lifecycle).
 */
export class InvoiceCannotBeDeleted extends Schema.TaggedError<InvoiceCannotBeDeleted>()(
  "InvoiceCannotBeDeleted",
  { id: Schema.String, invoiceNumber: InvoiceNumber },
) {
  readonly key: string = "invoices.cannotdeleteissued";
}

/** Whether an invoice may be deleted: only while it holds no number, i.e. was never issued. */
export const canDeleteInvoice = (invoice: { readonly invoiceNumber: InvoiceNumber | null }) =>
  invoice.invoiceNumber === null;
