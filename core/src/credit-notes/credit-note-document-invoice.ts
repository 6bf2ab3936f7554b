import type { PrecedingInvoice } from "../documents/invoice-document.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { CreditNote } from "./credit-note.ts";

/** What a credit note's documents (PDF, Factur-X) are built from. */
export interface CreditNoteDocumentParts {
  /** The credit note as an invoice: its number, date, reason and lines, the invoice's parties. */
  readonly invoice: Invoice;
  readonly precedingInvoice: PrecedingInvoice;
}

/**
 * A credit note in the shape its documents take: the credited invoice with the credit note's
 * number, issue date (also its due date: nothing is to be paid later), reason as its note and
 * lines, dated in its files' metadata by its creation, positive amounts as EN 16931 wants for type 381. The lines carry every discount already
 * (a discounted line is credited as one unit of its net), so the document has no invoice
 * discount, and its prices are without tax.
 */
export const creditNoteDocumentParts = (
  creditNote: CreditNote,
  invoice: Invoice,
): CreditNoteDocumentParts => ({
  invoice: {
    ...invoice,
    invoiceNumber: creditNote.creditNoteNumber,
    issueDate: creditNote.issueDate,
    dueDate: creditNote.issueDate,
    notes: creditNote.reason,
    pricesIncludeTax: false,
    discount: null,
    subtotal: creditNote.subtotal,
    taxAmount: creditNote.taxAmount,
    total: creditNote.total,
    items: creditNote.items.map(({ invoiceItemId: _, ...item }) => item),
    createdAt: creditNote.createdAt,
    updatedAt: creditNote.createdAt,
  },
  precedingInvoice: { number: creditNote.invoiceNumber, issueDate: creditNote.invoiceIssueDate },
});
