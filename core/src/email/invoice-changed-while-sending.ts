import { Schema } from "effect";

/**
 * The invoice was given another client between reading it and sending it, so the prepared
 * message would reach the wrong recipient; nothing was sent, and the user tries again.
 */
export class InvoiceChangedWhileSending extends Schema.TaggedError<InvoiceChangedWhileSending>()(
  "InvoiceChangedWhileSending",
  { id: Schema.String },
) {
  readonly key: string = "email.invoicechanged";
}
