import {
  admitQuoteLinkRequest,
  answerQuoteLink,
  ClientNotFound,
  CreateQuoteRequest,
  changeQuoteStatusBySeller,
  createQuote,
  createQuoteLink,
  DepositExceedsQuote,
  deleteQuote,
  EmailSendRequest,
  EmailSendResponse,
  getQuote,
  getQuotePdf,
  InvalidQuoteTransition,
  InvoiceJson,
  InvoiceNotFound,
  InvoiceTotalsMismatch,
  invoiceQuote,
  listQuotes,
  MailFailed,
  MailTransportNotConfigured,
  openQuoteLink,
  PublicQuote,
  QuoteAlreadyInvoiced,
  QuoteAnswerRequest,
  QuoteInvoiceRequest,
  QuoteJson,
  QuoteLinkRateLimited,
  QuoteLinkUnavailable,
  QuoteListQuery,
  QuoteListResponse,
  QuoteNotAccepted,
  QuoteNotDraft,
  QuoteNotFound,
  QuoteNotSent,
  QuoteStatusRequest,
  quoteLinkPdf,
  quoteSummaryToJson,
  quoteToJson,
  revokeQuoteLink,
  sendQuoteEmail,
  UserNotFound,
  updateQuote,
  ValidationFailed,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { ServerSettings } from "../runtime/server-settings.ts";
import { defineRoute, emptyResponse, fileResponse, jsonResponse } from "./define-route.ts";
import { emailSendResponse } from "./email-responses.ts";
import { IdParams, rawId } from "./id-params.ts";
import { invoiceResponse } from "./invoice-responses.ts";

const tag = "quotes";

/**
 * Runs a client link's work once the request is admitted by the quote links' rate limit, counted
 * under the token and the caller's address.
 */
const admitted = <A, E, R>(
  input: { readonly token: string; readonly address: string },
  work: Effect.Effect<A, E, R>,
) => Effect.andThen(admitQuoteLinkRequest(input), work);
const quoteId = {
  schema: IdParams,
  notFound: (raw: Readonly<Record<string, string>>) => new QuoteNotFound({ id: rawId(raw) }),
};

// A token as the generator writes it: 32 random bytes in base64url, 43 characters.
const token = {
  schema: Schema.Struct({
    token: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{43}$/u))),
  }),
  notFound: () => new QuoteLinkUnavailable(),
};

const pdfReply = (pdf: { readonly bytes: Uint8Array; readonly fileName: string }) => ({
  contentType: "application/pdf",
  bytes: pdf.bytes,
  downloadName: pdf.fileName,
});

/** Answer of `POST /api/quotes/{id}/link`: the client link's address, shown once. */
export const QuoteLinkResponse = Schema.Struct({ url: Schema.String });

/**
 * Quotes (docs/QUOTES.md): the seller writes, sends and answers them, makes deposit and final
 * invoices of them; the client link's holder, without an account, reads one and accepts or
 * declines it.
 */
export const quoteRoutes = [
  defineRoute({
    method: "get",
    path: "/api/quotes",
    auth: "required",
    summary: "One page of quotes, newest first; `status` filters",
    tag,
    query: QuoteListQuery,
    response: jsonResponse(QuoteListResponse),
    errors: {},
    handler: ({ caller, query }) =>
      listQuotes({ userId: caller.user.id, query }).pipe(
        Effect.map((page) => ({ ...page, data: page.data.map(quoteSummaryToJson) })),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/quotes",
    auth: "required",
    summary: "Create a draft quote; it takes its QUO- number when first sent",
    tag,
    body: CreateQuoteRequest,
    response: jsonResponse(QuoteJson, 201),
    errors: { InvoiceTotalsMismatch, UserNotFound, ValidationFailed },
    handler: ({ caller, body }) =>
      createQuote({ userId: caller.user.id, request: body }).pipe(Effect.map(quoteToJson)),
  }),
  defineRoute({
    method: "get",
    path: "/api/quotes/:id",
    auth: "required",
    summary: "One quote with its lines, its client and the invoices made of it",
    tag,
    params: quoteId,
    response: jsonResponse(QuoteJson),
    errors: { QuoteNotFound },
    handler: ({ caller, params }) =>
      getQuote({ userId: caller.user.id, id: params.id }).pipe(Effect.map(quoteToJson)),
  }),
  defineRoute({
    method: "put",
    path: "/api/quotes/:id",
    auth: "required",
    summary: "Restate a draft quote whole; a sent quote is not edited (409)",
    tag,
    params: quoteId,
    body: CreateQuoteRequest,
    response: jsonResponse(QuoteJson),
    errors: { InvoiceTotalsMismatch, QuoteNotDraft, QuoteNotFound, ValidationFailed },
    handler: ({ caller, params, body }) =>
      updateQuote({ userId: caller.user.id, id: params.id, request: body }).pipe(
        Effect.map(quoteToJson),
      ),
  }),
  defineRoute({
    method: "delete",
    path: "/api/quotes/:id",
    auth: "required",
    summary: "Delete a draft quote; a sent quote stays (409)",
    tag,
    params: quoteId,
    response: emptyResponse,
    errors: { QuoteNotDraft, QuoteNotFound },
    handler: ({ caller, params }) => deleteQuote({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "post",
    path: "/api/quotes/:id/status",
    auth: "required",
    summary:
      "Mark a quote sent (it takes its number), or accepted or declined on the client's behalf",
    tag,
    params: quoteId,
    body: QuoteStatusRequest,
    response: jsonResponse(QuoteJson),
    errors: { ClientNotFound, InvalidQuoteTransition, QuoteNotFound },
    handler: ({ caller, params, body }) =>
      changeQuoteStatusBySeller({
        userId: caller.user.id,
        id: params.id,
        status: body.status,
      }).pipe(Effect.map(quoteToJson)),
  }),
  defineRoute({
    method: "post",
    path: "/api/quotes/:id/invoice",
    auth: "required",
    summary:
      "Make a draft invoice of an accepted quote: a deposit invoice for `depositPercent`, else the final invoice, deducting the deposits (BT-113)",
    tag,
    params: quoteId,
    body: QuoteInvoiceRequest,
    response: jsonResponse(InvoiceJson, 201),
    errors: {
      ClientNotFound,
      DepositExceedsQuote,
      InvoiceTotalsMismatch,
      QuoteAlreadyInvoiced,
      QuoteNotAccepted,
      QuoteNotFound,
      UserNotFound,
      ValidationFailed,
    },
    handler: ({ caller, params, body }) =>
      invoiceQuote({ userId: caller.user.id, id: params.id, request: body }).pipe(
        Effect.map(invoiceResponse),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/quotes/:id/pdf",
    auth: "required",
    summary:
      "The quote PDF in the seller's language and template (`quote-QUO-001.pdf`), titled as a quote",
    tag,
    params: quoteId,
    response: fileResponse("application/pdf"),
    errors: { ClientNotFound, InvoiceNotFound, QuoteNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      getQuotePdf({ userId: caller.user.id, id: params.id }).pipe(Effect.map(pdfReply)),
  }),
  defineRoute({
    method: "post",
    path: "/api/quotes/:id/send",
    auth: "required",
    summary:
      "E-mail the quote PDF and a new client link to its client by `smtp` or `resend` (the outbox when neither is configured); a draft becomes sent and takes its number once the message is accepted",
    tag,
    params: quoteId,
    body: EmailSendRequest,
    response: jsonResponse(EmailSendResponse),
    errors: {
      ClientNotFound,
      InvalidQuoteTransition,
      InvoiceNotFound,
      MailFailed,
      MailTransportNotConfigured,
      QuoteNotFound,
      UserNotFound,
    },
    handler: ({ caller, params, body }) =>
      Effect.gen(function* () {
        const { appUrl } = yield* ServerSettings;
        return yield* sendQuoteEmail({
          userId: caller.user.id,
          id: params.id,
          method: body.method,
          linkOf: (made) => `${appUrl}/quote/${made}`,
        });
      }).pipe(Effect.map(emailSendResponse)),
  }),
  defineRoute({
    method: "post",
    path: "/api/quotes/:id/link",
    auth: "required",
    summary: "Make the quote's client link (replacing any earlier one); its address is shown once",
    tag,
    params: quoteId,
    response: jsonResponse(QuoteLinkResponse, 201),
    errors: { QuoteNotFound, QuoteNotSent },
    handler: ({ caller, params }) =>
      Effect.gen(function* () {
        const { appUrl } = yield* ServerSettings;
        const made = yield* createQuoteLink({ userId: caller.user.id, id: params.id });
        return { url: `${appUrl}/quote/${made.token}` };
      }),
  }),
  defineRoute({
    method: "delete",
    path: "/api/quotes/:id/link",
    auth: "required",
    summary: "Revoke the quote's client link: its address opens nothing any more",
    tag,
    params: quoteId,
    response: emptyResponse,
    errors: { QuoteNotFound },
    handler: ({ caller, params }) => revokeQuoteLink({ userId: caller.user.id, id: params.id }),
  }),
  defineRoute({
    method: "get",
    path: "/api/quote-links/:token",
    auth: "none",
    summary: "A client link's quote: the seller, the quote's summary, lines and status",
    tag,
    params: token,
    response: jsonResponse(PublicQuote),
    errors: { QuoteLinkRateLimited, QuoteLinkUnavailable, UserNotFound },
    handler: ({ params, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        openQuoteLink({ token: params.token }),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/api/quote-links/:token/pdf",
    auth: "none",
    summary: "A client link's quote PDF",
    tag,
    params: token,
    response: fileResponse("application/pdf"),
    errors: {
      ClientNotFound,
      InvoiceNotFound,
      QuoteLinkRateLimited,
      QuoteLinkUnavailable,
      UserNotFound,
    },
    handler: ({ params, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        quoteLinkPdf({ token: params.token }).pipe(Effect.map(pdfReply)),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/api/quote-links/:token/answer",
    auth: "none",
    summary: "The client accepts or declines the link's quote, once, while it is valid",
    tag,
    params: token,
    body: QuoteAnswerRequest,
    response: jsonResponse(PublicQuote),
    errors: {
      ClientNotFound,
      InvalidQuoteTransition,
      QuoteLinkRateLimited,
      QuoteLinkUnavailable,
      UserNotFound,
    },
    handler: ({ params, body, facts }) =>
      admitted(
        { token: params.token, address: facts.address },
        answerQuoteLink({ token: params.token, request: body }),
      ),
  }),
];
