import {
  authenticateSandboxPayment,
  BillingConfigResponse,
  CancelRequiresCreditNote,
  ConfirmPaymentRequest,
  ConfirmPaymentResponse,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  confirmInvoicePayment,
  confirmPayment,
  createInvoicePaymentIntent,
  createPaymentIntent,
  getBillingConfig,
  getSubscription,
  handlePaymentFailure,
  handlePaymentWebhook,
  InvalidPaymentTransition,
  InvalidStatusTransition,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  InvoicePaymentConfirmRequest,
  InvoicePaymentResponse,
  listPayments,
  PaymentExceedsBalance,
  PaymentFailureRequest,
  PaymentFailureResponse,
  PaymentListResponse,
  PaymentNotFound,
  PaymentNotRefundable,
  PaymentPlanMismatch,
  PaymentProviderFailed,
  PaymentStateConflict,
  payWithSandboxCard,
  RefundResponse,
  RefundWindowClosed,
  refundPayment,
  SandboxAuthenticationRequest,
  SandboxCardOutcome,
  SandboxCardRequest,
  SubscriptionResponse,
  UserNotFound,
  ValidationFailed,
  WebhookResponse,
  WebhookSignatureInvalid,
} from "@invoicing/core";
import { Effect } from "effect";
import { defineRoute, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";
import {
  billingConfigResponse,
  confirmPaymentResponse,
  invoicePaymentResponse,
  paymentFailureResponse,
  paymentListResponse,
  refundResponse,
} from "./payment-responses.ts";
import type { Caller, RequestFacts } from "./route.ts";

const tag = "payments";

/** Stripe's events are a few kilobytes; anything much larger is not one. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

// Sandbox mode as the request states it: the account's setting and the `x-sandbox-mode` header.
const sandboxOf = (caller: Caller, facts: RequestFacts) => ({
  accountSandboxMode: caller.user.settings.sandboxMode,
  headerSandboxMode: facts.sandboxHeader,
});

/**
 * What recording a card payment's outcome can fail with: the payment or its provider, and the
 * invoice it pays, which a success marks paid.
 */
const paymentConfirmationErrors = {
  CancelRequiresCreditNote,
  InvalidPaymentTransition,
  InvalidStatusTransition,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  PaymentNotFound,
  PaymentProviderFailed,
  UserNotFound,
  ValidationFailed,
};

const paymentId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new PaymentNotFound({ id: rawId(raw) }),
};

const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

/**
 * Subscriptions and card payments (docs/PRODUCT-RULES.md#payments): the three payment calls, the
 * payment list and subscription, refunds, Stripe's webhook, the sandbox card form's calls, and the
 * card payment of an invoice. Fixed paths come before `/:id` ones.
 */
export const paymentRoutes = [
  defineRoute({
    method: "get",
    path: "/api/billing/config",
    auth: "required",
    summary: "Which card form to show: Stripe Elements with its publishable key, or the sandbox's",
    tag,
    response: jsonResponse(BillingConfigResponse),
    errors: {},
    handler: ({ caller, facts }) =>
      getBillingConfig({ sandbox: sandboxOf(caller, facts) }).pipe(
        Effect.map(billingConfigResponse),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/billing/subscription",
    auth: "required",
    summary: "The user's plan, its status and the end of the paid period",
    tag,
    response: jsonResponse(SubscriptionResponse),
    errors: {},
    handler: ({ caller }) => getSubscription({ userId: caller.user.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/payments",
    auth: "required",
    summary: "The user's payments, newest first, with whether each can still be refunded",
    tag,
    response: jsonResponse(PaymentListResponse),
    errors: {},
    handler: ({ caller }) =>
      listPayments({ userId: caller.user.id }).pipe(Effect.map(paymentListResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/payments/create-payment-intent",
    auth: "required",
    summary: "Start paying a month of a plan; the amount is always the plan's",
    tag,
    body: CreatePaymentIntentRequest,
    response: jsonResponse(CreatePaymentIntentResponse, 201),
    errors: { PaymentProviderFailed },
    handler: ({ caller, facts, body }) =>
      createPaymentIntent({
        userId: caller.user.id,
        planId: body.planId,
        sandbox: sandboxOf(caller, facts),
      }),
  }),
  defineRoute({
    method: "post",
    path: "/api/payments/confirm-payment",
    auth: "required",
    summary: "Record a payment the card form confirmed, as the provider reports it",
    tag,
    body: ConfirmPaymentRequest,
    response: jsonResponse(ConfirmPaymentResponse),
    errors: {
      InvalidPaymentTransition,
      PaymentNotFound,
      PaymentPlanMismatch,
      PaymentProviderFailed,
    },
    handler: ({ caller, body }) =>
      confirmPayment({
        userId: caller.user.id,
        paymentIntentId: body.paymentIntentId,
        planId: body.planId,
      }).pipe(Effect.map(confirmPaymentResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/payments/handle-payment-failure",
    auth: "required",
    summary: "Record a payment the card form reported failed",
    tag,
    body: PaymentFailureRequest,
    response: jsonResponse(PaymentFailureResponse),
    errors: paymentConfirmationErrors,
    handler: ({ caller, body }) =>
      handlePaymentFailure({
        userId: caller.user.id,
        paymentIntentId: body.paymentIntentId,
        failureReason: body.failureReason ?? null,
      }).pipe(Effect.map(paymentFailureResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/payments/webhook",
    auth: "none",
    summary: "Stripe's webhook: a signed event about a payment, handled once",
    tag,
    rawBody: {
      maxBytes: WEBHOOK_MAX_BYTES,
      contentType: "application/json",
      signatureHeader: "Stripe-Signature",
    },
    response: jsonResponse(WebhookResponse),
    errors: {
      CancelRequiresCreditNote,
      InvalidStatusTransition,
      InvoiceIssuedLocked,
      InvoiceNotFound,
      PaymentNotFound,
      UserNotFound,
      ValidationFailed,
      WebhookSignatureInvalid,
    },
    handler: ({ raw }) => handlePaymentWebhook({ rawBody: raw.bytes, signature: raw.signature }),
  }),
  defineRoute({
    method: "post",
    path: "/api/payments/sandbox/confirm",
    auth: "required",
    summary: "The sandbox card form: pay a sandbox payment with a test card",
    tag,
    body: SandboxCardRequest,
    response: jsonResponse(SandboxCardOutcome),
    errors: { PaymentNotFound, PaymentProviderFailed, PaymentStateConflict, ValidationFailed },
    handler: ({ caller, body }) =>
      payWithSandboxCard({
        user: caller.user,
        paymentIntentId: body.paymentIntentId,
        card: { number: body.number, expiry: body.expiry, cvc: body.cvc },
      }),
  }),
  defineRoute({
    method: "post",
    path: "/api/payments/sandbox/authenticate",
    auth: "required",
    summary: "The sandbox's 3-D Secure step: the card holder approves or refuses",
    tag,
    body: SandboxAuthenticationRequest,
    response: jsonResponse(SandboxCardOutcome),
    errors: { PaymentNotFound, PaymentProviderFailed, PaymentStateConflict },
    handler: ({ caller, body }) =>
      authenticateSandboxPayment({
        userId: caller.user.id,
        paymentIntentId: body.paymentIntentId,
        approve: body.approve,
      }),
  }),
  defineRoute({
    method: "post",
    path: "/api/payments/:id/refund",
    auth: "required",
    summary: "Refund a plan payment in full, within 14 days of it",
    tag,
    params: paymentId,
    response: jsonResponse(RefundResponse),
    errors: {
      InvalidPaymentTransition,
      PaymentNotFound,
      PaymentNotRefundable,
      PaymentProviderFailed,
      PaymentStateConflict,
      RefundWindowClosed,
    },
    handler: ({ caller, params }) =>
      refundPayment({ userId: caller.user.id, id: params.id }).pipe(Effect.map(refundResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/payments/create-intent",
    auth: "required",
    summary: "Start a card payment of a sent or overdue invoice, for its balance due",
    tag,
    params: invoiceId,
    response: jsonResponse(CreatePaymentIntentResponse, 201),
    errors: {
      CancelRequiresCreditNote,
      InvalidStatusTransition,
      InvoiceNotFound,
      PaymentExceedsBalance,
      PaymentProviderFailed,
    },
    handler: ({ caller, facts, params }) =>
      createInvoicePaymentIntent({
        userId: caller.user.id,
        invoiceId: params.id,
        sandbox: sandboxOf(caller, facts),
      }),
  }),
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/payments/confirm",
    auth: "required",
    summary: "Record an invoice's card payment; a success marks the invoice paid",
    tag,
    params: invoiceId,
    body: InvoicePaymentConfirmRequest,
    response: jsonResponse(InvoicePaymentResponse),
    errors: paymentConfirmationErrors,
    handler: ({ caller, params, body }) =>
      confirmInvoicePayment({
        userId: caller.user.id,
        invoiceId: params.id,
        paymentIntentId: body.paymentIntentId,
      }).pipe(Effect.map(invoicePaymentResponse)),
  }),
];
