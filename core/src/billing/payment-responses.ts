import { Schema } from "effect";
import { InvoiceJson } from "../invoices/invoice-json.ts";
import { PaymentJson } from "./payment.ts";
import { Subscription } from "./subscription.ts";

/** A payment in the settings' list: whether a refund can still be asked for (14 days). */
export const PaymentListItem = Schema.Struct({ ...PaymentJson.fields, refundable: Schema.Boolean });
export type PaymentListItem = typeof PaymentListItem.Type;

/** The user's payments, newest first. */
export const PaymentListResponse = Schema.Struct({ data: Schema.Array(PaymentListItem) });
export type PaymentListResponse = typeof PaymentListResponse.Type;

/** The user's subscription: plan, status and period end, or none yet. */
export const SubscriptionResponse = Schema.Struct({
  subscription: Schema.NullOr(
    Schema.Struct({
      ...Subscription.fields,
      /** Active and within its paid period now. */
      active: Schema.Boolean,
    }),
  ),
});
export type SubscriptionResponse = typeof SubscriptionResponse.Type;

/**
 * Which card form the browser shows for a new payment:
 * Stripe Elements with the publishable key, or the sandbox's own card form.
 */
export const BillingConfigResponse = Schema.Union([
  Schema.Struct({ provider: Schema.Literal("stripe"), publishableKey: Schema.String }),
  Schema.Struct({ provider: Schema.Literal("sandbox") }),
]);
export type BillingConfigResponse = typeof BillingConfigResponse.Type;

/** Answer of handle-payment-failure: the payment as recorded. */
export const PaymentFailureResponse = Schema.Struct({ payment: PaymentJson });
export type PaymentFailureResponse = typeof PaymentFailureResponse.Type;

/** Answer of a refund: the refunded payment and the subscription it may have ended. */
export const RefundResponse = Schema.Struct({
  payment: PaymentJson,
  subscription: Schema.NullOr(Subscription),
});
export type RefundResponse = typeof RefundResponse.Type;

/** Answer of an invoice's payment confirmation: the payment and the invoice, paid on success. */
export const InvoicePaymentResponse = Schema.Struct({
  success: Schema.Boolean,
  payment: PaymentJson,
  invoice: InvoiceJson,
});
export type InvoicePaymentResponse = typeof InvoicePaymentResponse.Type;

/** Answer to the provider's webhook: received (also when ignored or already handled). */
export const WebhookResponse = Schema.Struct({ received: Schema.Boolean });
export type WebhookResponse = typeof WebhookResponse.Type;
