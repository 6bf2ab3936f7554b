import { QuoteRepository } from "../ports/quote-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** One of the user's quotes, with its client and the invoices made from it. */
export const getQuote = (input: { readonly userId: UserId; readonly id: string }) =>
  QuoteRepository.use((quotes) => quotes.get(input.userId, input.id));
