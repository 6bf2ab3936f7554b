import {
  type ArchiveSummary,
  type CreditNote,
  type CreditNoteDetailJson,
  type CreditNoteJson,
  type CreditNoteListResponse,
  type CreditNoteSummary,
  creditNoteToJson,
  fromMinorUnits,
  type InvoiceClientSummary,
  type Page,
} from "@invoicing/core";

/** Answer of the credit note list: each credit note's total in major units. */
export const creditNoteListResponse = (page: Page<CreditNoteSummary>): CreditNoteListResponse => ({
  ...page,
  data: page.data.map((summary) => ({
    ...summary,
    total: fromMinorUnits(summary.total, summary.currency),
  })),
});

/** A credit note as the API answers it (`CreditNoteJson`): amounts in major units, its client. */
export const creditNoteResponse = (stored: {
  readonly creditNote: CreditNote;
  readonly client: InvoiceClientSummary;
}): CreditNoteJson => creditNoteToJson(stored.creditNote, stored.client);

/** Answer of one credit note: as `creditNoteResponse`, with the hashes of its archived files. */
export const creditNoteDetailResponse = (detail: {
  readonly creditNote: CreditNote;
  readonly client: InvoiceClientSummary;
  readonly archive: ArchiveSummary | null;
}): CreditNoteDetailJson => ({ ...creditNoteResponse(detail), archive: detail.archive });

/**
 * An invoice's credit notes as its detail lists them, and what they credit in all in the
 * invoice's currency (`creditedTotal`).
 */
export const invoiceCreditNotesResponse = (notes: ReadonlyArray<CreditNoteSummary>) => {
  const currency = notes[0]?.currency;
  const creditedMinor = notes.reduce((sum, note) => sum + note.total, 0);
  return {
    creditNotes: notes.map(({ id, creditNoteNumber, issueDate, total, currency }) => ({
      id,
      creditNoteNumber,
      issueDate,
      total: fromMinorUnits(total, currency),
    })),
    creditedTotal: currency === undefined ? 0 : fromMinorUnits(creditedMinor, currency),
  };
};
