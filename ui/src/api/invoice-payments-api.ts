import { InvoicePaymentsResponse, type RecordInvoicePaymentRequest } from "@invoicing/core";
import { api } from "./client.ts";

const paymentsPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}/payments`;

/** Payments recorded on an invoice (docs/PRODUCT-RULES.md#invoice-payments). */
export const invoicePaymentsApi = {
  record: (invoiceId: string, body: RecordInvoicePaymentRequest) =>
    api.post(InvoicePaymentsResponse, paymentsPath(invoiceId), body),
  remove: (invoiceId: string, paymentId: string) =>
    api.delete(
      InvoicePaymentsResponse,
      `${paymentsPath(invoiceId)}/${encodeURIComponent(paymentId)}`,
    ),
};
