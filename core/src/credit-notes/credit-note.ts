import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { InvoiceItem } from "../invoices/invoice-item.ts";
import { InvoiceNumber } from "../invoices/invoice-number.ts";
import { Currency } from "../money/currency.ts";
import { MinorUnits } from "../money/minor-units.ts";
import { CreditNoteNumber } from "./credit-note-number.ts";
import { CreditNoteReason } from "./credit-note-request.ts";

/**
 * A credited line, amounts in minor units: the invoice line it credits (`invoiceItemId`), what it
 * credits of it (`quantity` × `unitPrice` = net) and its share of the credit note's tax.
 */
export const CreditNoteItem = Schema.Struct({
  ...InvoiceItem.fields,
  invoiceItemId: Schema.String,
});
export type CreditNoteItem = typeof CreditNoteItem.Type;

/**
 * A stored credit note (docs/PRODUCT-RULES.md#credit-notes, kind `credit_note`): it cancels all or
 * part of one numbered invoice, named by its number and issue date, in the invoice's currency. It
 * is numbered in the owner's own gapless series when created and dated that day.
 */
export const CreditNote = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  creditNoteNumber: CreditNoteNumber,
  invoiceId: Schema.String,
  invoiceNumber: InvoiceNumber,
  invoiceIssueDate: IsoDate,
  issueDate: IsoDate,
  reason: CreditNoteReason,
  currency: Currency,
  subtotal: MinorUnits,
  taxAmount: MinorUnits,
  total: MinorUnits,
  items: Schema.Array(CreditNoteItem),
  createdAt: Instant,
});
export type CreditNote = typeof CreditNote.Type;

/** The kind a credit note carries in documents and lists, beside invoices' `invoice`. */
export const CREDIT_NOTE_KIND = "credit_note";
