import { Effect } from "effect";
import type { CreditNoteListQuery } from "../credit-notes/credit-note-list-query.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { CreditNoteRepository, type CreditNoteSummary } from "../ports/credit-note-repository.ts";
import type { UserId } from "../users/user-id.ts";

const summaryToJson = (summary: CreditNoteSummary) => ({
  ...summary,
  total: fromMinorUnits(summary.total, summary.currency),
});

/** One page of the user's credit notes, newest first (decisions §2). */
export const listCreditNotes = (input: {
  readonly userId: UserId;
  readonly query: CreditNoteListQuery;
}) =>
  Effect.gen(function* () {
    const page = yield* (yield* CreditNoteRepository).list(input.userId, input.query);
    return { ...page, data: page.data.map(summaryToJson) };
  });

/**
 * The credit notes of one of the user's invoices, oldest first, and what they credit in all, in
 * the invoice's currency (its balance is its total less this, decisions §12).
 */
export const invoiceCreditNotes = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
}) =>
  Effect.gen(function* () {
    const notes = yield* (yield* CreditNoteRepository).ofInvoice(input.userId, input.invoiceId);
    const creditedMinor = notes.reduce((sum, note) => sum + note.total, 0);
    const currency = notes[0]?.currency;
    return {
      creditNotes: notes.map(({ id, creditNoteNumber, issueDate, total, currency }) => ({
        id,
        creditNoteNumber,
        issueDate,
        total: fromMinorUnits(total, currency),
      })),
      creditedMinor,
      credited: currency === undefined ? 0 : fromMinorUnits(creditedMinor, currency),
    };
  });
