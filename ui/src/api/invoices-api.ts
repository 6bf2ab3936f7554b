import {
  ArchiveSummary,
  type CreateInvoiceRequest,
  type EmailMethod,
  EmailSendResponse,
  InvoiceBalanceFields,
  InvoiceCreditNoteJson,
  InvoiceHistoryEntry,
  InvoiceJson,
  InvoiceListRow,
  InvoicePaymentJson,
  type InvoiceStatus,
  type InvoiceStatusFilter,
  JsonAmount,
  Paged,
} from "@invoicing/core";
import { Schema } from "effect";
import { api, type CallOptions } from "./client.ts";

/**
 * A page of `GET /api/invoices`: rows without lines, each with what was paid, the balance due and
 * whether it is partly paid.
 */
export const InvoicePage = Paged(
  Schema.Struct({ ...InvoiceListRow.fields, ...InvoiceBalanceFields }),
);
export type InvoicePage = typeof InvoicePage.Type;

/**
 * `GET /api/invoices/{id}`: the invoice with its history, oldest first, the SHA-256 of its
 * archived files once it is issued, its credit notes, oldest first, with what they credit in
 * all, and its payments (deleted ones too), what was paid and the balance due (major units).
 */
export const InvoiceDetail = Schema.Struct({
  ...InvoiceJson.fields,
  history: Schema.Array(InvoiceHistoryEntry),
  archive: Schema.NullOr(ArchiveSummary),
  creditNotes: Schema.Array(InvoiceCreditNoteJson),
  creditedTotal: JsonAmount,
  ...InvoiceBalanceFields,
  payments: Schema.Array(InvoicePaymentJson),
});
export type InvoiceDetail = typeof InvoiceDetail.Type;

/** What the list's filters select: `q` searches number and client name. */
export type InvoiceFilters = {
  readonly q: string;
  readonly status: InvoiceStatusFilter;
};

/** The screen whose status rules a bare status change follows (docs/PRODUCT-RULES.md#lifecycle). */
export type StatusChangePlace = "detail" | "list";

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** The invoice calls (docs/PRODUCT-RULES.md#api, #lifecycle). */
export const invoicesApi = {
  list: (
    query: InvoiceFilters & { readonly page: number; readonly pageSize: number },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(InvoicePage, "/invoices", { ...options, query }),
  get: (id: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(InvoiceDetail, invoicePath(id), options),
  create: (body: CreateInvoiceRequest) => api.post(InvoiceJson, "/invoices", body),
  update: (id: string, body: CreateInvoiceRequest) => api.put(InvoiceJson, invoicePath(id), body),
  changeStatus: (id: string, status: InvoiceStatus, place: StatusChangePlace) =>
    api.put(InvoiceJson, invoicePath(id), { status }, { query: { place } }),
  remove: (id: string) => api.send("DELETE", invoicePath(id)),
  /** A new draft with the invoice's content, dated today. */
  duplicate: (id: string) => api.post(InvoiceJson, `${invoicePath(id)}/duplicate`),
  /** The CSV of what the filters select, as the server names it. */
  exportCsv: (filters: InvoiceFilters) =>
    api.download("/invoices/export.csv", { query: { ...filters } }),
  pdf: (id: string) => api.download(`${invoicePath(id)}/pdf`),
  sendEmail: (id: string, method: EmailMethod) =>
    api.post(EmailSendResponse, `/email/send-invoice/${encodeURIComponent(id)}`, { method }),
};
