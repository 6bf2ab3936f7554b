import {
  type CreateQuoteRequest,
  EmailSendResponse,
  InvoiceJson,
  PublicQuote,
  QuoteJson,
  QuoteListResponse,
  type QuoteStatus,
  type QuoteStatusFilter,
} from "@invoicing/core";
import { Schema } from "effect";
import { api, type CallOptions } from "./client.ts";

const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;
const linkPath = (token: string) => `/quote-links/${encodeURIComponent(token)}`;

/** The seller's quote calls (docs/QUOTES.md). */
export const quotesApi = {
  list: (
    query: {
      readonly status: QuoteStatusFilter;
      readonly page: number;
      readonly pageSize: number;
    },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(QuoteListResponse, "/quotes", { ...options, query }),
  get: (id: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(QuoteJson, quotePath(id), options),
  create: (body: CreateQuoteRequest) => api.post(QuoteJson, "/quotes", body),
  update: (id: string, body: CreateQuoteRequest) => api.put(QuoteJson, quotePath(id), body),
  remove: (id: string) => api.send("DELETE", quotePath(id)),
  move: (id: string, status: QuoteStatus) =>
    api.post(QuoteJson, `${quotePath(id)}/status`, { status }),
  /** The final invoice of the quote, or a deposit invoice of `depositPercent`. */
  invoice: (id: string, depositPercent?: number) =>
    api.post(
      InvoiceJson,
      `${quotePath(id)}/invoice`,
      depositPercent === undefined ? {} : { depositPercent },
    ),
  sendEmail: (id: string) =>
    api.post(EmailSendResponse, `${quotePath(id)}/send`, { method: "smtp" }),
  makeLink: (id: string) =>
    api.post(Schema.Struct({ url: Schema.String }), `${quotePath(id)}/link`),
  pdf: (id: string) => api.download(`${quotePath(id)}/pdf`),
};

/** The calls of a quote's client link, made without an account (docs/QUOTES.md#the-client-link). */
export const quoteLinkApi = {
  open: (token: string) => api.get(PublicQuote, linkPath(token)),
  pdfPath: (token: string) => `/api${linkPath(token)}/pdf`,
  answer: (token: string, answer: "accept" | "decline") =>
    api.post(PublicQuote, `${linkPath(token)}/answer`, { answer }),
};
