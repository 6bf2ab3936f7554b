import { Schema } from "effect";

/**
 * A change to the legal content of a numbered invoice (docs/PRODUCT-RULES.md#lifecycle). `fields`
 * maps each field the change touched (a dotted path such as `items.0.unitPrice`) to the key
 * `invoices.issuedlocked`.
 */
export class InvoiceIssuedLocked extends Schema.TaggedError<InvoiceIssuedLocked>()(
  "InvoiceIssuedLocked",
  { id: Schema.String, fields: Schema.Record(Schema.String, Schema.String) },
) {
  readonly key: string = "invoices.issuedlocked";
}
