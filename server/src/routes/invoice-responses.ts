import {
  InvoiceHistoryEntry,
  type InvoiceJson,
  type InvoiceListEntry,
  type InvoiceListResponse,
  type InvoiceWithClient,
  invoiceToJson,
  invoiceToListRow,
  type Page,
} from "@invoicing/core";
import { Schema } from "effect";

/** Answer of `GET /api/invoices/{id}/history`. */
export const InvoiceHistoryResponse = Schema.Struct({ data: Schema.Array(InvoiceHistoryEntry) });

/** Answer of the invoice list: a page of list rows. */
export const invoiceListResponse = (page: Page<InvoiceListEntry>): InvoiceListResponse => ({
  ...page,
  data: page.data.map(invoiceToListRow),
});

/** An invoice as the API answers it (`InvoiceJson`): amounts in major units, with its client. */
export const invoiceResponse = ({ invoice, client }: InvoiceWithClient): InvoiceJson =>
  invoiceToJson(invoice, client);
