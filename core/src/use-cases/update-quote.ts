import { Effect, Result } from "effect";
import { Clock } from "../ports/clock.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import { QuoteNotDraft } from "../quotes/quote-errors.ts";
import type { CreateQuoteRequest } from "../quotes/quote-request.ts";
import type { UserId } from "../users/user-id.ts";
import { clientNotSelected } from "./priced-invoice.ts";
import { priceQuote } from "./priced-quote.ts";

/**
 * Restates a draft quote whole (docs/QUOTES.md); a quote sent to its client is what they received
 * and is not edited (QuoteNotDraft). The currency stays the quote's unless the request names one.
 */
export const updateQuote = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly request: CreateQuoteRequest;
}) =>
  Effect.gen(function* () {
    const quotes = yield* QuoteRepository;
    const { quote: before } = yield* quotes.get(input.userId, input.id);
    const fields = yield* priceQuote(input.userId, input.request, before.currency);
    const now = yield* (yield* Clock).now;
    return yield* quotes
      .update(input.userId, input.id, (current) =>
        current.status === "draft"
          ? Result.succeed({ quote: { ...current, ...fields, updatedAt: now }, issueNumber: false })
          : Result.fail(new QuoteNotDraft({ id: current.id })),
      )
      .pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
  });
