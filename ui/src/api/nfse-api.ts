import {
  type NfseCancelRequest,
  NfseEventResponse,
  NfseIssueResponse,
  NfseSubmissionsResponse,
} from "@invoicing/core";
import { api, type CallOptions } from "./client.ts";

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** An invoice's NFS-e (docs/BRAZIL.md): issue it, its submissions, its documents, cancel it. */
export const nfseApi = {
  /** Builds, signs and sends the DPS of an invoice of services; the national system's answer. */
  issue: (invoiceId: string) => api.post(NfseIssueResponse, `${invoicePath(invoiceId)}/nfse`),
  submissions: (invoiceId: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.get(NfseSubmissionsResponse, `${invoicePath(invoiceId)}/nfse-submissions`, options),
  nfseXml: (invoiceId: string) => api.download(`${invoicePath(invoiceId)}/nfse.xml`),
  danfse: (invoiceId: string) => api.download(`${invoicePath(invoiceId)}/danfse.pdf`),
  cancel: (invoiceId: string, body: NfseCancelRequest) =>
    api.post(NfseEventResponse, `${invoicePath(invoiceId)}/nfse/cancel`, body),
};
