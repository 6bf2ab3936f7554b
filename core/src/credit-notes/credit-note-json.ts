import { Schema } from "effect";
import { ArchiveSummary } from "../archive/archive-summary.ts";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { InvoiceClientSummary, InvoiceItemJson } from "../invoices/invoice-json.ts";
import { InvoiceNumber } from "../invoices/invoice-number.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import type { CreditNote } from "./credit-note.ts";
import { CreditNoteNumber } from "./credit-note-number.ts";

/** A credited line as the API returns it, amounts in major units. */
export const CreditNoteItemJson = Schema.Struct({
  ...InvoiceItemJson.fields,
  invoiceItemId: Schema.String,
});

/** A credit note as the API returns it: major-unit amounts, the invoice's client, no owner. */
export const CreditNoteJson = Schema.Struct({
  id: Schema.String,
  kind: Schema.Literal("credit_note"),
  creditNoteNumber: CreditNoteNumber,
  invoiceId: Schema.String,
  invoiceNumber: InvoiceNumber,
  invoiceIssueDate: IsoDate,
  issueDate: IsoDate,
  reason: Schema.String,
  client: InvoiceClientSummary,
  currency: Currency,
  subtotal: JsonAmount,
  taxAmount: JsonAmount,
  total: JsonAmount,
  items: Schema.Array(CreditNoteItemJson),
  createdAt: Instant,
});
export type CreditNoteJson = typeof CreditNoteJson.Type;

/** A credit note's detail: the credit note and the SHA-256 of its archived PDF and XML. */
export const CreditNoteDetailJson = Schema.Struct({
  ...CreditNoteJson.fields,
  archive: Schema.NullOr(ArchiveSummary),
});
export type CreditNoteDetailJson = typeof CreditNoteDetailJson.Type;

/** A credit note as an invoice's detail lists it. */
export const InvoiceCreditNoteJson = Schema.Struct({
  id: Schema.String,
  creditNoteNumber: CreditNoteNumber,
  issueDate: IsoDate,
  total: JsonAmount,
});
export type InvoiceCreditNoteJson = typeof InvoiceCreditNoteJson.Type;

/** A credit note as the list shows it. */
export const CreditNoteSummaryJson = Schema.Struct({
  id: Schema.String,
  creditNoteNumber: CreditNoteNumber,
  invoiceId: Schema.String,
  invoiceNumber: InvoiceNumber,
  issueDate: IsoDate,
  clientName: Schema.String,
  currency: Currency,
  total: JsonAmount,
});
export type CreditNoteSummaryJson = typeof CreditNoteSummaryJson.Type;

/** Presents a stored credit note for the API. */
export const creditNoteToJson = (
  creditNote: CreditNote,
  client: InvoiceClientSummary,
): CreditNoteJson => {
  const major = (minor: number) => fromMinorUnits(minor, creditNote.currency);
  const { userId: _owner, ...fields } = creditNote;
  return {
    ...fields,
    kind: "credit_note",
    client,
    subtotal: major(creditNote.subtotal),
    taxAmount: major(creditNote.taxAmount),
    total: major(creditNote.total),
    items: creditNote.items.map((item) => ({
      ...item,
      unitPrice: major(item.unitPrice),
      taxAmount: major(item.taxAmount),
      total: major(item.total),
    })),
  };
};
