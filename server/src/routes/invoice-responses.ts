import {
  InvoiceCreditNoteJson,
  InvoiceHistoryEntry,
  InvoiceJson,
  JsonAmount,
  Paged,
} from "@invoicing/core";
import { Schema } from "effect";

/** Answer of `GET /api/invoices`: `{ data, page, pageSize, total }`. */
export const InvoiceListResponse = Paged(InvoiceJson);

/**
 * Answer of `GET /api/invoices/{id}`: the invoice, with its history oldest first, its credit notes
 * oldest first and what they credit in all (`creditedTotal`, in the invoice's currency).
 */
export const InvoiceDetailResponse = Schema.Struct({
  ...InvoiceJson.fields,
  history: Schema.Array(InvoiceHistoryEntry),
  creditNotes: Schema.Array(InvoiceCreditNoteJson),
  creditedTotal: JsonAmount,
});

/** Answer of `GET /api/invoices/{id}/history`. */
export const InvoiceHistoryResponse = Schema.Struct({ data: Schema.Array(InvoiceHistoryEntry) });
