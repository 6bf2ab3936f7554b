import {
  CancelRequiresCreditNote,
  disconnectStripeConnect,
  finishStripeConnect,
  handleConnectWebhook,
  InvalidStatusTransition,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  PaymentNotFound,
  PaymentProviderFailed,
  StripeConnectNotConfigured,
  StripeConnectStateInvalid,
  StripeConnectStatusJson,
  startStripeConnect,
  stripeConnectStatus,
  UserNotFound,
  ValidationFailed,
  WebhookResponse,
  WebhookSignatureInvalid,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { defineRoute, emptyResponse, jsonResponse } from "./define-route.ts";
import { WEBHOOK_MAX_BYTES } from "./payment-routes.ts";

const tag = "stripe connect";

/** What Stripe sent the seller back with, passed on by the settings page. */
export const StripeConnectFinishRequest = Schema.Struct({
  state: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{43}$/u))),
  code: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_]{1,255}$/u))),
});

/**
 * Stripe Connect (docs/PRODUCT-RULES.md#stripe-connect): the seller connects a Standard account
 * from settings (start, then finish with Stripe's code and the state it started with) or
 * disconnects it; Stripe tells of payments on connected accounts through the Connect webhook.
 */
export const stripeConnectRoutes = [
  defineRoute({
    method: "get",
    path: "/api/stripe-connect",
    auth: "required",
    summary: "Whether Stripe Connect is offered, and the seller's connected account",
    tag,
    response: jsonResponse(StripeConnectStatusJson),
    errors: {},
    handler: ({ caller }) => stripeConnectStatus({ userId: caller.user.id }),
  }),
  defineRoute({
    method: "post",
    path: "/api/stripe-connect/start",
    auth: "required",
    summary: "Start connecting the seller's Stripe account: the address of Stripe's onboarding",
    tag,
    response: jsonResponse(Schema.Struct({ url: Schema.String })),
    errors: { StripeConnectNotConfigured },
    handler: ({ caller }) => startStripeConnect({ userId: caller.user.id }),
  }),
  defineRoute({
    method: "post",
    path: "/api/stripe-connect/finish",
    auth: "required",
    summary: "Finish connecting with the code and the state Stripe sent back",
    tag,
    body: StripeConnectFinishRequest,
    response: jsonResponse(StripeConnectStatusJson),
    errors: {
      PaymentProviderFailed,
      StripeConnectNotConfigured,
      StripeConnectStateInvalid,
    },
    handler: ({ caller, body }) =>
      finishStripeConnect({ userId: caller.user.id, state: body.state, code: body.code }).pipe(
        Effect.map((connected) => ({ available: true, ...connected })),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/api/stripe-connect",
    auth: "required",
    summary: "Disconnect the seller's Stripe account: pay links take no card until reconnected",
    tag,
    response: emptyResponse,
    errors: { PaymentProviderFailed, StripeConnectNotConfigured },
    handler: ({ caller }) => disconnectStripeConnect({ userId: caller.user.id }),
  }),
  defineRoute({
    method: "post",
    path: "/api/stripe-connect/webhook",
    auth: "none",
    summary: "Stripe Connect's webhook: a signed event about a payment on a seller's account",
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
    handler: ({ raw }) => handleConnectWebhook({ rawBody: raw.bytes, signature: raw.signature }),
  }),
];
