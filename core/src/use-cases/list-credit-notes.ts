import type { CreditNoteListQuery } from "../credit-notes/credit-note-list-query.ts";
import { CreditNoteRepository } from "../ports/credit-note-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** One page of the user's credit notes, newest first (docs/PRODUCT-RULES.md#api). */
export const listCreditNotes = (input: {
  readonly userId: UserId;
  readonly query: CreditNoteListQuery;
}) => CreditNoteRepository.use((creditNotes) => creditNotes.list(input.userId, input.query));

/**
 * The credit notes of one of the user's invoices, oldest first: the invoice's balance is its total
 * less theirs (docs/PRODUCT-RULES.md#credit-notes).
 */
export const invoiceCreditNotes = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
}) =>
  CreditNoteRepository.use((creditNotes) => creditNotes.ofInvoice(input.userId, input.invoiceId));
