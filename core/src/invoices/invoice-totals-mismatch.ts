import { Schema } from "effect";

/**
 * Totals sent with a body differ from the server's (docs/PRODUCT-RULES.md#totals: 422). `fields`
 * maps each differing figure (`total`, `items.0.taxAmount`) to this error's key, as
 * ValidationFailed does.
 */
export class InvoiceTotalsMismatch extends Schema.TaggedError<InvoiceTotalsMismatch>()(
  "InvoiceTotalsMismatch",
  { fields: Schema.Record(Schema.String, Schema.String) },
) {
  readonly key: string = "invoiceform.errors.totalsmismatch";
}
