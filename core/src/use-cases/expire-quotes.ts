import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";

/**
 * The scheduled expiry job (docs/QUOTES.md#statuses): every sent quote whose validity date has
 * passed in its owner's time zone becomes expired; answers how many moved.
 */
export const expireQuotes = Effect.gen(function* () {
  const now = yield* (yield* Clock).now;
  return yield* (yield* QuoteRepository).expire(now);
});
