import {
  type CreateCreditNoteRequest,
  CreditNoteDetailJson,
  CreditNoteJson,
  CreditNoteListResponse,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

const creditNotePath = (id: string) => `/credit-notes/${encodeURIComponent(id)}`;

/** The credit-note calls (docs/PRODUCT-RULES.md#credit-notes). */
export const creditNotesApi = {
  list: (
    query: { readonly page: number; readonly pageSize: number },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(CreditNoteListResponse, "/credit-notes", { ...options, query }),
  get: (id: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(CreditNoteDetailJson, creditNotePath(id), options),
  /** Credits the invoice: the lines asked for, or all that is left of it without lines. */
  create: (invoiceId: string, body: CreateCreditNoteRequest) =>
    api.post(CreditNoteJson, `/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, body),
  /** The credit note's PDF, "Credit note" naming the invoice it corrects. */
  pdf: (id: string) => api.download(`${creditNotePath(id)}/pdf`),
};
