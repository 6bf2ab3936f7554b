import { QuoteRepository } from "../ports/quote-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Deletes one of the user's draft quotes; a sent quote stays, as the client received it. */
export const deleteQuote = (input: { readonly userId: UserId; readonly id: string }) =>
  QuoteRepository.use((quotes) => quotes.remove(input.userId, input.id));
