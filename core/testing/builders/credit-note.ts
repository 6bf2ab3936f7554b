import { Result } from "effect";
import type { CreditNote } from "../../src/credit-notes/credit-note.ts";
import {
  type CreditedShare,
  type CreditNoteFigures,
  creditNoteFigures,
} from "../../src/credit-notes/credit-note-figures.ts";
import type { CreditNoteItemRequest } from "../../src/credit-notes/credit-note-request.ts";
import type { Invoice } from "../../src/invoices/invoice.ts";

/** What a test credits of the invoice and any field of the credit note. */
export type CreditNoteOverrides = Partial<CreditNote> & {
  /** The lines and amounts asked for; all that is left when absent. */
  readonly requested?: ReadonlyArray<CreditNoteItemRequest> | undefined;
  /** What earlier credit notes credited of the invoice. */
  readonly credited?: ReadonlyArray<CreditedShare>;
  /** Figures already computed, which `requested` and `credited` then do not change. */
  readonly figures?: CreditNoteFigures;
};

/**
 * Credit note CN-001 of `invoice` (a numbered one), priced by the credit notes' own rule, dated
 * the invoice's issue date; `overrides` win.
 */
export const aCreditNote = (invoice: Invoice, overrides: CreditNoteOverrides = {}): CreditNote => {
  const { requested, credited = [], figures: given, ...fields } = overrides;
  const figures =
    given ??
    Result.getOrThrow(
      creditNoteFigures({
        invoice,
        credited,
        requested,
        itemIds: invoice.items.map((_, index) => `credit-item-${index + 1}`),
      }),
    );
  if (invoice.invoiceNumber === null) throw new Error("a credit note credits a numbered invoice");
  return {
    id: "credit-note-1",
    userId: invoice.userId,
    creditNoteNumber: "CN-001",
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    invoiceIssueDate: invoice.issueDate,
    issueDate: invoice.issueDate,
    reason: "Returned goods",
    currency: invoice.currency,
    subtotal: figures.subtotal,
    taxAmount: figures.taxAmount,
    total: figures.total,
    items: figures.items,
    createdAt: invoice.createdAt,
    ...fields,
  };
};
