import { QuoteRepository } from "../ports/quote-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Revokes the client link of one of the user's quotes: its address opens nothing any more. */
export const revokeQuoteLink = (input: { readonly userId: UserId; readonly id: string }) =>
  QuoteRepository.use((quotes) =>
    quotes.setLink({ userId: input.userId, quoteId: input.id }, null),
  );
