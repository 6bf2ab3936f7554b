import {
  BillingConfigResponse,
  ConfirmPaymentResponse,
  CreatePaymentIntentResponse,
  fromMinorUnits,
  InvoicePaymentResponse,
  PaymentFailureResponse,
  PaymentListResponse,
  type Plan,
  RefundResponse,
  SandboxCardOutcome,
  SubscriptionResponse,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** A card as typed in the sandbox card form. */
export type TypedCard = {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
};

/** Subscriptions and card payments (docs/PRODUCT-RULES.md#payments). */
export const billingApi = {
  config: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(BillingConfigResponse, "/billing/config", options),
  subscription: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(SubscriptionResponse, "/billing/subscription", options),
  payments: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(PaymentListResponse, "/payments", options),
  /** The API's body; the server takes only the plan and charges its price. */
  createPaymentIntent: (plan: Plan) =>
    api.post(CreatePaymentIntentResponse, "/payments/create-payment-intent", {
      planId: plan.id,
      amount: fromMinorUnits(plan.price, plan.currency),
      currency: plan.currency,
      description: plan.name,
    }),
  confirmPayment: (paymentIntentId: string, planId: Plan["id"]) =>
    api.post(ConfirmPaymentResponse, "/payments/confirm-payment", { paymentIntentId, planId }),
  handlePaymentFailure: (paymentIntentId: string, failureReason: string) =>
    api.post(PaymentFailureResponse, "/payments/handle-payment-failure", {
      paymentIntentId,
      failureReason: failureReason.slice(0, 500),
    }),
  refund: (paymentId: string) =>
    api.post(RefundResponse, `/payments/${encodeURIComponent(paymentId)}/refund`),
  createInvoicePaymentIntent: (invoiceId: string) =>
    api.post(
      CreatePaymentIntentResponse,
      `/invoices/${encodeURIComponent(invoiceId)}/payments/create-intent`,
    ),
  confirmInvoicePayment: (invoiceId: string, paymentIntentId: string) =>
    api.post(
      InvoicePaymentResponse,
      `/invoices/${encodeURIComponent(invoiceId)}/payments/confirm`,
      { paymentIntentId },
    ),
  /** The sandbox card form's confirmation, where Stripe.js would confirm with Stripe. */
  sandboxConfirm: (paymentIntentId: string, card: TypedCard) =>
    api.post(SandboxCardOutcome, "/payments/sandbox/confirm", { paymentIntentId, ...card }),
  /** The card holder's answer to the sandbox's simulated 3-D Secure step. */
  sandboxAuthenticate: (paymentIntentId: string, approve: boolean) =>
    api.post(SandboxCardOutcome, "/payments/sandbox/authenticate", { paymentIntentId, approve }),
};
