import { Effect } from "effect";
import { QuoteRepository } from "../ports/quote-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { QuoteNotSent } from "../quotes/quote-errors.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Makes the client link of one of the user's sent quotes (docs/QUOTES.md#the-client-link;
 * QuoteNotSent for a draft): a token of 256 random bits of which only the hash is kept, replacing
 * the quote's earlier link. Answers the token, shown once inside the link's address.
 */
export const createQuoteLink = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const quotes = yield* QuoteRepository;
    const { quote } = yield* quotes.get(input.userId, input.id);
    if (quote.quoteNumber === null) return yield* new QuoteNotSent({ id: quote.id });
    const { token, tokenHash } = yield* (yield* TokenGenerator).generate;
    yield* quotes.setLink({ userId: input.userId, quoteId: quote.id }, tokenHash);
    return { token };
  });
