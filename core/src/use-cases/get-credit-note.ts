import { Effect } from "effect";
import { creditNoteToJson } from "../credit-notes/credit-note-json.ts";
import { CreditNoteRepository } from "../ports/credit-note-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** One of the user's credit notes; CreditNoteNotFound for any other id. */
export const getCreditNote = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { creditNote, client } = yield* (yield* CreditNoteRepository).get(input.userId, input.id);
    return creditNoteToJson(creditNote, client);
  });
