import {
  RecurringInvoiceJson,
  RecurringInvoiceListResponse,
  type RecurringInvoiceRequest,
  RecurringSettings,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

const recurringPath = (id: string) => `/recurring-invoices/${encodeURIComponent(id)}`;

/** The recurring-invoice calls (docs/PRODUCT-RULES.md#recurring-invoices). */
export const recurringInvoicesApi = {
  list: (
    query: { readonly page: number; readonly pageSize: number },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(RecurringInvoiceListResponse, "/recurring-invoices", { ...options, query }),
  create: (body: RecurringInvoiceRequest) =>
    api.post(RecurringInvoiceJson, "/recurring-invoices", body),
  update: (id: string, body: RecurringInvoiceRequest) =>
    api.put(RecurringInvoiceJson, recurringPath(id), body),
  pause: (id: string) => api.post(RecurringInvoiceJson, `${recurringPath(id)}/pause`),
  resume: (id: string) => api.post(RecurringInvoiceJson, `${recurringPath(id)}/resume`),
  remove: (id: string) => api.send("DELETE", recurringPath(id)),
  settings: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(RecurringSettings, "/recurring-invoices/settings", options),
  saveSettings: (body: RecurringSettings) =>
    api.put(RecurringSettings, "/recurring-invoices/settings", body),
};
