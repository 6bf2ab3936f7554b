import { Schema } from "effect";

/** The id of the stored invoice to submit; missing or blank fails with `einvoicing.errors.invoicerequired`. */
export const SubmittedInvoiceId = Schema.String.annotate({
  message: "einvoicing.errors.invoicerequired",
}).pipe(
  Schema.check(Schema.isNonEmpty({ message: "einvoicing.errors.invoicerequired" })),
  Schema.annotateKey({ messageMissingKey: "einvoicing.errors.invoicerequired" }),
);

/** A party or an item as the prototype's SPA echoes it: loose data, never trusted. */
export const EchoedRecord = Schema.Record(Schema.String, Schema.Unknown);
