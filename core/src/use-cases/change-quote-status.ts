import { Effect, Result } from "effect";
import type { Instant } from "../calendar/instant.ts";
import { Clock } from "../ports/clock.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import type { Quote } from "../quotes/quote.ts";
import type { InvalidQuoteTransition } from "../quotes/quote-errors.ts";
import {
  changeQuoteStatus,
  type QuotePlace,
  type QuoteStatus,
  quoteNeedsNumber,
} from "../quotes/quote-status.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * A quote moved to `to` from `place` at `now`, as `changeQuoteStatus` allows: stamped when it is
 * sent or answered, and numbered when it first leaves draft.
 */
export const quoteStatusChange = (
  place: QuotePlace,
  current: Quote,
  to: QuoteStatus,
  now: Instant,
): Result.Result<{ quote: Quote; issueNumber: boolean }, InvalidQuoteTransition> =>
  Result.map(changeQuoteStatus(place, current.status, to), (status) => ({
    quote: {
      ...current,
      status,
      sentAt: status === "sent" ? now : current.sentAt,
      answeredAt: status === "accepted" || status === "declined" ? now : current.answeredAt,
      updatedAt: now,
    },
    issueNumber: quoteNeedsNumber(current.quoteNumber !== null, status),
  }));

/**
 * Moves one of the user's quotes as its seller asks (docs/QUOTES.md#statuses): marked sent (it
 * takes its number), or accepted or declined on the client's behalf.
 */
export const changeQuoteStatusBySeller = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly status: QuoteStatus;
}) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    return yield* (yield* QuoteRepository).update(input.userId, input.id, (current) =>
      quoteStatusChange("seller", current, input.status, now),
    );
  });
