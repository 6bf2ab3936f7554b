import {
  type BillingConfigResponse,
  type CardForm,
  type ConfirmPaymentResponse,
  type InvoicePaymentResponse,
  type InvoiceWithClient,
  type Payment,
  type PaymentFailureResponse,
  type PaymentListResponse,
  paymentJson,
  type RefundResponse,
  type SettledPayment,
} from "@invoicing/core";
import { invoiceResponse } from "./invoice-responses.ts";

const succeeded = (payment: Payment): boolean => payment.status === "succeeded";

/** Answer of a plan payment confirmed: whether it succeeded, the payment, the subscription. */
export const confirmPaymentResponse = ({
  payment,
  subscription,
}: SettledPayment): ConfirmPaymentResponse => ({
  success: succeeded(payment),
  payment: paymentJson(payment),
  subscription,
});

/** Answer of a payment the card form reported failed: the payment as recorded. */
export const paymentFailureResponse = (payment: Payment): PaymentFailureResponse => ({
  payment: paymentJson(payment),
});

/** Answer of a refund: the refunded payment and the subscription it may have ended. */
export const refundResponse = ({ payment, subscription }: SettledPayment): RefundResponse => ({
  payment: paymentJson(payment),
  subscription,
});

/** Answer of the payment list: each payment with whether a refund can still be asked for. */
export const paymentListResponse = (
  rows: ReadonlyArray<{ readonly payment: Payment; readonly refundable: boolean }>,
): PaymentListResponse => ({
  data: rows.map(({ payment, refundable }) => ({ ...paymentJson(payment), refundable })),
});

/** Answer of an invoice's payment confirmed: the payment and the invoice, paid on success. */
export const invoicePaymentResponse = (confirmed: {
  readonly payment: Payment;
  readonly invoice: InvoiceWithClient;
}): InvoicePaymentResponse => ({
  success: succeeded(confirmed.payment),
  payment: paymentJson(confirmed.payment),
  invoice: invoiceResponse(confirmed.invoice),
});

/** Answer of the billing config: which card form the browser shows, with Stripe's key. */
export const billingConfigResponse = (form: CardForm): BillingConfigResponse =>
  form._tag === "StripeCardForm"
    ? { provider: "stripe", publishableKey: form.publishableKey }
    : { provider: "sandbox" };
