import {
  ReceivedInvoiceCreatedResponse,
  ReceivedInvoiceListResponse,
  ReceivedInvoiceResponse,
  type ReceivedStatusRequest,
  ReceivedStatusResponse,
  ToPayResponse,
} from "@invoicing/core";
import { API_BASE, api, type CallOptions } from "./client.ts";

const receivedPath = (id: string) => `/received-invoices/${encodeURIComponent(id)}`;

// Reading a file and running the official rules over it takes seconds, not the usual fraction.
const VALIDATION_TIMEOUT_MS = 90_000;

/** The supplier-invoice calls (docs/FRANCE-PA.md#receiving). */
export const receivedInvoicesApi = {
  list: (
    query: {
      readonly page: number;
      readonly pageSize: number;
      readonly q: string;
      readonly status?: string;
    },
    options: Pick<CallOptions, "signal"> = {},
  ) => api.get(ReceivedInvoiceListResponse, "/received-invoices", { ...options, query }),
  get: (id: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(ReceivedInvoiceResponse, receivedPath(id), options),
  /** Sends a Factur-X PDF, CII or UBL file; refused ones carry the rules they broke. */
  upload: (file: Blob, fileName: string) => {
    const form = new FormData();
    form.set("file", file, fileName);
    return api.post(ReceivedInvoiceCreatedResponse, "/received-invoices", form, {
      timeoutMs: VALIDATION_TIMEOUT_MS,
    });
  },
  /** Approves (205), disputes (207) or refuses (210) the invoice through the PA. */
  answer: (id: string, body: typeof ReceivedStatusRequest.Encoded) =>
    api.post(ReceivedStatusResponse, `${receivedPath(id)}/status`, body, {
      timeoutMs: VALIDATION_TIMEOUT_MS,
    }),
  markPaid: (id: string) => api.post(ReceivedInvoiceResponse, `${receivedPath(id)}/paid`),
  toPay: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(ToPayResponse, "/received-invoices/to-pay", options),
  /** Downloads by a URL the API gave (`originalUrl`, a status's `xmlUrl`). */
  download: (url: string) => api.download(url.slice(API_BASE.length)),
};
