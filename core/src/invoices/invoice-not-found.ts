import { Schema } from "effect";

/** No invoice with this id belongs to the user (also when it belongs to someone else). */
export class InvoiceNotFound extends Schema.TaggedError<InvoiceNotFound>()("InvoiceNotFound", {
  id: Schema.String,
}) {
  readonly key: string = "invoicedetail.errors.invoicenotfound";
}
