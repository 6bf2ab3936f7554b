import {
  ArchiveSummary,
  InvoiceBalanceFields,
  InvoiceCreditNoteJson,
  InvoiceHistoryEntry,
  InvoiceJson,
  type InvoiceListEntry,
  InvoiceListRow,
  InvoicePaymentJson,
  type InvoiceWithClient,
  invoiceBalanceJson,
  invoiceToJson,
  invoiceToListRow,
  JsonAmount,
  type Page,
  Paged,
} from "@invoicing/core";
import { Schema } from "effect";

/**
 * Answer of `GET /api/invoices`: `{ data, page, pageSize, total }`, rows without their lines, each
 * with what was paid, the balance due and whether it is partly paid.
 */
export const InvoiceListResponse = Paged(
  Schema.Struct({ ...InvoiceListRow.fields, ...InvoiceBalanceFields }),
);

/**
 * Answer of `GET /api/invoices/{id}`: the invoice, with its history oldest first, its credit notes
 * oldest first and what they credit in all (`creditedTotal`, in the invoice's currency) and, once it
 * is issued and archived, the SHA-256 of its archived PDF (and e-invoice XML).
 */
export const InvoiceDetailResponse = Schema.Struct({
  ...InvoiceJson.fields,
  history: Schema.Array(InvoiceHistoryEntry),
  archive: Schema.NullOr(ArchiveSummary),
  creditNotes: Schema.Array(InvoiceCreditNoteJson),
  creditedTotal: JsonAmount,
  ...InvoiceBalanceFields,
  payments: Schema.Array(InvoicePaymentJson),
});

/** Answer of `GET /api/invoices/{id}/history`. */
export const InvoiceHistoryResponse = Schema.Struct({ data: Schema.Array(InvoiceHistoryEntry) });

/** Answer of the invoice list: each row without its lines, amounts in major units. */
export const invoiceListResponse = (
  page: Page<InvoiceListEntry>,
): typeof InvoiceListResponse.Type => ({
  ...page,
  data: page.data.map(({ invoice, client, settlement }) => ({
    ...invoiceToListRow(invoice, client),
    ...invoiceBalanceJson(invoice.total, invoice.currency, settlement),
  })),
});

/** An invoice as the API answers it (`InvoiceJson`): amounts in major units, with its client. */
export const invoiceResponse = ({ invoice, client }: InvoiceWithClient): InvoiceJson =>
  invoiceToJson(invoice, client);
