import { InvoiceHistoryEntry, InvoiceJson, InvoiceListRow, Paged } from "@invoicing/core";
import { Schema } from "effect";

/** Answer of `GET /api/invoices`: `{ data, page, pageSize, total }`, rows without their lines. */
export const InvoiceListResponse = Paged(InvoiceListRow);

/** Answer of `GET /api/invoices/{id}`: the invoice, with its history oldest first. */
export const InvoiceDetailResponse = Schema.Struct({
  ...InvoiceJson.fields,
  history: Schema.Array(InvoiceHistoryEntry),
});

/** Answer of `GET /api/invoices/{id}/history`. */
export const InvoiceHistoryResponse = Schema.Struct({ data: Schema.Array(InvoiceHistoryEntry) });
