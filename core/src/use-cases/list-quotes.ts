import { QuoteRepository } from "../ports/quote-repository.ts";
import type { QuoteListQuery } from "../quotes/quote-list-query.ts";
import type { UserId } from "../users/user-id.ts";

/** One page of the user's quotes, newest first (docs/PRODUCT-RULES.md#api). */
export const listQuotes = (input: { readonly userId: UserId; readonly query: QuoteListQuery }) =>
  QuoteRepository.use((quotes) => quotes.list(input.userId, input.query));
