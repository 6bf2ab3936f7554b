import { Effect } from "effect";
import { CreditNoteRepository } from "../ports/credit-note-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedCreditNote } from "./archive-credit-note.ts";
import { archivedBytes } from "./archive-invoice.ts";
import type { InvoicePdfFile } from "./invoice-pdf-file.ts";

/**
 * The PDF of one of the user's credit notes, named
 * `credit-note-CN-001.pdf`: exactly the bytes archived when it was created, whatever changed since
 * (docs/PRODUCT-RULES.md#credit-notes). It is the invoice renderer's document titled as a credit
 * note, naming the invoice it corrects and its reason; a Factur-X PDF/A-3 (type 381) for a French
 * seller. CreditNoteNotFound for any other id.
 */
export const getCreditNotePdf = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { creditNote } = yield* (yield* CreditNoteRepository).get(input.userId, input.id);
    const bytes = yield* archivedBytes(yield* archivedCreditNote(input), "pdf");
    if (bytes === null) return yield* Effect.die(new Error("a credit note archived without PDF"));
    return {
      bytes,
      fileName: `credit-note-${creditNote.creditNoteNumber}.pdf`,
    } satisfies InvoicePdfFile;
  });
