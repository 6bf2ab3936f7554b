import { Schema } from "effect";

/**
 * Totals sent with an invoice differ from the ones computed here (docs/PRODUCT-RULES.md#totals).
 * `fields` maps each differing figure (`total`, `items.0.taxAmount`) to this error's key, as
 * ValidationFailed does.
 */
export class InvoiceTotalsMismatch extends Schema.TaggedError<InvoiceTotalsMismatch>()(
  "InvoiceTotalsMismatch",
  { fields: Schema.Record(Schema.String, Schema.String) },
) {
  readonly key: string = "invoiceform.errors.totalsmismatch";
}
