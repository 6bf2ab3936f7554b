import { Effect } from "effect";
import { archiveSummaryOf } from "../archive/archive-summary.ts";
import { CREDIT_NOTE_KIND } from "../credit-notes/credit-note.ts";
import { CreditNoteRepository } from "../ports/credit-note-repository.ts";
import { DocumentArchive } from "../ports/document-archive.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * One of the user's credit notes with the hashes of its archived files (null while its archiving
 * is pending); CreditNoteNotFound for any other id.
 */
export const getCreditNote = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { creditNote, client } = yield* (yield* CreditNoteRepository).get(input.userId, input.id);
    const archived = yield* (yield* DocumentArchive).find(input.userId, CREDIT_NOTE_KIND, input.id);
    return { creditNote, client, archive: archiveSummaryOf(archived) };
  });
