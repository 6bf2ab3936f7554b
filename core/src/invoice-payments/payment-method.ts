import { Schema } from "effect";

/** How an invoice was paid (docs/PRODUCT-RULES.md#invoice-payments). */
export const invoicePaymentMethods = ["card", "transfer", "sepa", "pix", "cash", "cheque"] as const;

/** A way an invoice payment was received, as the API names it. */
export const InvoicePaymentMethod = Schema.Literals(invoicePaymentMethods).pipe(
  Schema.annotate({ message: "invoicepayments.validation.method" }),
  Schema.annotateKey({ messageMissingKey: "invoicepayments.validation.method" }),
);
export type InvoicePaymentMethod = typeof InvoicePaymentMethod.Type;
