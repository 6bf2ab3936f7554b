import {
  type CreateInvoiceRequest,
  type EmailMethod,
  EmailSendResponse,
  InvoiceDetailResponse,
  InvoiceJson,
  type InvoiceLifecycleFilter,
  InvoiceListResponse,
  type InvoiceStatus,
  type InvoiceStatusFilter,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

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
    query: InvoiceFilters & {
      readonly lifecycle: InvoiceLifecycleFilter;
      readonly page: number;
      readonly pageSize: number;
    },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(InvoiceListResponse, "/invoices", { ...options, query }),
  get: (id: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(InvoiceDetailResponse, invoicePath(id), options),
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
