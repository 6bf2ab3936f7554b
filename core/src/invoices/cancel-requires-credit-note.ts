import { Schema } from "effect";

/**
 * A numbered invoice cancelled directly: it is a legal document, cancelled only by a full credit
 * note (docs/PRODUCT-RULES.md#credit-notes), which the credit-note use case issues.
 */
export class CancelRequiresCreditNote extends Schema.TaggedError<CancelRequiresCreditNote>()(
  "CancelRequiresCreditNote",
  { id: Schema.String },
) {
  readonly key: string = "invoices.cancelrequirescreditnote";
}
