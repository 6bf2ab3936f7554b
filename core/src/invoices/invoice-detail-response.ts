import { Schema } from "effect";
import { ArchiveSummary } from "../archive/archive-summary.ts";
import { InvoiceCreditNoteJson } from "../credit-notes/credit-note-json.ts";
import { InvoiceBalanceFields } from "../invoice-payments/invoice-balance-json.ts";
import { InvoicePaymentJson } from "../invoice-payments/invoice-payment.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { InvoiceHistoryEntry } from "./invoice-history-entry.ts";
import { InvoiceJson } from "./invoice-json.ts";

/**
 * An invoice as its own page reads it: the invoice, with its history oldest first, its credit notes
 * oldest first and what they credit in all (`creditedTotal`, in the invoice's currency) and, once it
 * is issued and archived, the SHA-256 of its archived PDF (and e-invoice XML); its payments (deleted
 * ones too), what was paid and the balance due.
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
export type InvoiceDetailResponse = typeof InvoiceDetailResponse.Type;
