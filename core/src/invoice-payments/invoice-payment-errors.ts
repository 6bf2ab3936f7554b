import { Schema } from "effect";

/** The payment is more than the invoice's balance due (docs/PRODUCT-RULES.md#invoice-payments). */
export class PaymentExceedsBalance extends Schema.TaggedError<PaymentExceedsBalance>()(
  "PaymentExceedsBalance",
  { invoiceId: Schema.String, balanceDue: Schema.Number },
) {
  readonly key: string = "payments.exceedsbalance";
}

/** A payment is recorded only on an issued invoice that is not cancelled. */
export class InvoiceNotPayable extends Schema.TaggedError<InvoiceNotPayable>()(
  "InvoiceNotPayable",
  { invoiceId: Schema.String, status: Schema.String },
) {
  readonly key: string = "payments.errors.invoicenotpayable";
}

/** The invoice has no payment with this id, or it was deleted already. */
export class InvoicePaymentNotFound extends Schema.TaggedError<InvoicePaymentNotFound>()(
  "InvoicePaymentNotFound",
  { id: Schema.String },
) {
  readonly key: string = "payments.errors.invoicepaymentnotfound";
}
