import {
  InvoiceHistoryEntry,
  type InvoiceJson,
  type InvoiceListEntry,
  type InvoiceListResponse,
  type InvoiceWithClient,
  invoiceBalanceJson,
  invoiceToJson,
  invoiceToListRow,
  lifecycleLabel,
  type Page,
  payableTotal,
} from "@invoicing/core";
import { Schema } from "effect";

/** Answer of `GET /api/invoices/{id}/history`. */
export const InvoiceHistoryResponse = Schema.Struct({ data: Schema.Array(InvoiceHistoryEntry) });

/** Answer of the invoice list: each row without its lines, amounts in major units. */
export const invoiceListResponse = (page: Page<InvoiceListEntry>): InvoiceListResponse => ({
  ...page,
  data: page.data.map(({ invoice, client, settlement, lifecycle }) => ({
    ...invoiceToListRow(invoice, client),
    ...invoiceBalanceJson(payableTotal(invoice), invoice.currency, settlement),
    lifecycle: lifecycle === null ? null : { code: lifecycle, label: lifecycleLabel(lifecycle) },
  })),
});

/** An invoice as the API answers it (`InvoiceJson`): amounts in major units, with its client. */
export const invoiceResponse = ({ invoice, client }: InvoiceWithClient): InvoiceJson =>
  invoiceToJson(invoice, client);
