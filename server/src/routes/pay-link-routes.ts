import {
  admitPayLinkRequest,
  CancelRequiresCreditNote,
  ClientNotFound,
  CreatePaymentIntentResponse,
  createPayLink,
  InvalidPaymentTransition,
  InvalidStatusTransition,
  InvoiceIssuedLocked,
  InvoiceNotFound,
  InvoiceNotPayable,
  InvoicePaymentConfirmRequest,
  openPayLink,
  PayLinkRateLimited,
  PayLinkUnavailable,
  PaymentExceedsBalance,
  PaymentNotFound,
  PaymentProviderFailed,
  PaymentStateConflict,
  PaymentStatus,
  PublicInvoice,
  payLinkPdf,
  payThroughLink,
  revokePayLink,
  SandboxAuthenticationRequest,
  SandboxCardOutcome,
  SandboxCardRequest,
  SellerNotConnected,
  UserNotFound,
  ValidationFailed,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { ServerSettings } from "../runtime/server-settings.ts";
import { defineRoute, emptyResponse, fileResponse, jsonResponse } from "./define-route.ts";
import { IdParams, rawId } from "./id-params.ts";

const tag = "pay links";

const invoiceId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new InvoiceNotFound({ id: rawId(raw) }),
};

// A token as the generator writes it: 32 random bytes in base64url, 43 characters.
const token = {
  schema: Schema.Struct({
    token: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{43}$/u))),
  }),
  notFound: () => new PayLinkUnavailable(),
};

/** Answer of `POST /api/invoices/{id}/pay-link`: the link's address, shown once. */
export const PayLinkResponse = Schema.Struct({ url: Schema.String });

/** Answer of a pay link's confirmation: where the payment and the invoice stand. */
export const PayLinkConfirmResponse = Schema.Struct({
  status: PaymentStatus,
  failureReason: Schema.NullOr(Schema.String),
  invoiceStatus: Schema.String,
});

const stepErrors = {
  InvalidPaymentTransition,
  PayLinkRateLimited,
  PayLinkUnavailable,
  PaymentNotFound,
  PaymentProviderFailed,
  PaymentStateConflict,
  UserNotFound,
};

/**
 * Runs a public route's work once the request is admitted by the pay links' rate limit, counted
 * under the token and the caller's address.
 */
const admitted = <A, E, R>(
  input: { readonly token: string; readonly address: string },
  work: Effect.Effect<A, E, R>,
) => Effect.andThen(admitPayLinkRequest(input), work);

/**
 * Pay links (docs/PRODUCT-RULES.md#pay-links): the seller makes and revokes an invoice's link; the
 * link's holder, without an account, reads the invoice's summary and pays it by card.
 */
export const payLinkRoutes = [
  defineRoute({
    method: "post",
    path: "/api/invoices/:id/pay-link",
    auth: "required",
    summary: "Make the invoice's pay link (replacing any earlier one); its address is shown once",
    tag,
    params: invoiceId,
    response: jsonResponse(PayLinkResponse, 201),
    errors: { InvoiceNotFound, InvoiceNotPayable },
    handler: ({ caller, params }) =>
      Effect.gen(function* () {
        const { appUrl } = yield* ServerSettings;
        const made = yield* createPayLink({ userId: caller.user.id, invoiceId: params.id });
        return { url: `${appUrl}/pay/${made.token}` };
      }),
  }),
  defineRoute({
    method: "delete",
    path: "/api/invoices/:id/pay-link",
    auth: "required",
    summary: "Revoke the invoice's pay link: its address opens nothing any more",
    tag,
    params: invoiceId,
    response: emptyResponse,
    errors: { InvoiceNotFound },
    handler: ({ caller, params }) =>
      revokePayLink({ userId: caller.user.id, invoiceId: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/pay/:token",
    auth: "none",
    summary: "A pay link's invoice: the seller, the summary and the balance",
    tag,
    params: token,
    response: jsonResponse(PublicInvoice),
    errors: { PayLinkRateLimited, PayLinkUnavailable, UserNotFound },
    handler: ({ params, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        openPayLink({ token: params.token }),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/pay/:token/pdf",
    auth: "none",
    summary: "A pay link's invoice PDF: the bytes archived when it took its number",
    tag,
    params: token,
    response: fileResponse("application/pdf"),
    errors: {
      ClientNotFound,
      InvoiceNotFound,
      PayLinkRateLimited,
      PayLinkUnavailable,
      UserNotFound,
    },
    handler: ({ params, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        payLinkPdf({ token: params.token }),
      ).pipe(
        Effect.map((pdf) => ({
          contentType: "application/pdf",
          bytes: pdf.bytes,
          downloadName: pdf.fileName,
        })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/pay/:token/payments/create-intent",
    auth: "none",
    summary: "Start the card payment of a pay link's invoice, for its balance",
    tag,
    params: token,
    response: jsonResponse(CreatePaymentIntentResponse, 201),
    errors: {
      CancelRequiresCreditNote,
      InvalidStatusTransition,
      InvoiceNotFound,
      PayLinkRateLimited,
      PayLinkUnavailable,
      PaymentExceedsBalance,
      PaymentProviderFailed,
      SellerNotConnected,
    },
    handler: ({ params, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        payThroughLink.start({ token: params.token }),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/pay/:token/payments/sandbox/confirm",
    auth: "none",
    summary: "The pay link's sandbox card form: pay with a test card",
    tag,
    params: token,
    body: SandboxCardRequest,
    response: jsonResponse(SandboxCardOutcome),
    errors: { ...stepErrors, ValidationFailed },
    handler: ({ params, body, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        payThroughLink.card({
          token: params.token,
          paymentIntentId: body.paymentIntentId,
          card: { number: body.number, expiry: body.expiry, cvc: body.cvc },
        }),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/pay/:token/payments/sandbox/authenticate",
    auth: "none",
    summary: "The pay link's 3-D Secure step: the card holder approves or refuses",
    tag,
    params: token,
    body: SandboxAuthenticationRequest,
    response: jsonResponse(SandboxCardOutcome),
    errors: stepErrors,
    handler: ({ params, body, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        payThroughLink.authenticate({
          token: params.token,
          paymentIntentId: body.paymentIntentId,
          approve: body.approve,
        }),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/pay/:token/payments/confirm",
    auth: "none",
    summary: "Confirm the pay link's card payment; a success is recorded on the invoice once",
    tag,
    params: token,
    body: InvoicePaymentConfirmRequest,
    response: jsonResponse(PayLinkConfirmResponse),
    errors: {
      ...stepErrors,
      CancelRequiresCreditNote,
      InvalidStatusTransition,
      InvoiceIssuedLocked,
      InvoiceNotFound,
      ValidationFailed,
    },
    handler: ({ params, body, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        payThroughLink.confirm({ token: params.token, paymentIntentId: body.paymentIntentId }),
      ),
  }),
];
