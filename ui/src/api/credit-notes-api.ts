import {
  type CreateCreditNoteRequest,
  CreditNoteDetailJson,
  CreditNoteJson,
  CreditNoteSummaryJson,
  Paged,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

/** A page of `GET /api/credit-notes`, newest first. */
export const CreditNotePage = Paged(CreditNoteSummaryJson);
export type CreditNotePage = typeof CreditNotePage.Type;

const creditNotePath = (id: string) => `/credit-notes/${encodeURIComponent(id)}`;

/** The credit-note calls (docs/PRODUCT-RULES.md#credit-notes). */
export const creditNotesApi = {
  list: (
    query: { readonly page: number; readonly pageSize: number },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(CreditNotePage, "/credit-notes", { ...options, query }),
  get: (id: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(CreditNoteDetailJson, creditNotePath(id), options),
  /** Credits the invoice: the lines asked for, or all that is left of it without lines. */
  create: (invoiceId: string, body: CreateCreditNoteRequest) =>
    api.post(CreditNoteJson, `/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, body),
  /** The credit note's PDF, "Credit note" naming the invoice it corrects. */
  pdf: (id: string) => api.download(`${creditNotePath(id)}/pdf`),
};
