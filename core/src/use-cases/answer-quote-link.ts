import { Effect, Result } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { Clock } from "../ports/clock.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import { InvalidQuoteTransition, QuoteLinkUnavailable } from "../quotes/quote-errors.ts";
import type { QuoteAnswerRequest } from "../quotes/quote-request.ts";
import { quoteExpires } from "../quotes/quote-status.ts";
import { quoteStatusChange } from "./change-quote-status.ts";
import { findUser } from "./find-user.ts";
import { liveQuoteLink, openQuoteLink } from "./open-quote-link.ts";

/**
 * The client's answer through a quote's link (docs/QUOTES.md#the-client-link): a sent quote is
 * accepted or declined, once. A quote answered or expired already, or past its validity date
 * though the expiry job has not moved it yet, refuses with InvalidQuoteTransition. Answers what
 * the link shows afterwards.
 */
export const answerQuoteLink = (input: {
  readonly token: string;
  readonly request: QuoteAnswerRequest;
}) =>
  Effect.gen(function* () {
    const { userId, quoteId } = yield* liveQuoteLink(input.token);
    const owner = yield* findUser(userId);
    const now = yield* (yield* Clock).now;
    const today = todayIn(owner.timeZone, new Date(now));
    const to = input.request.answer === "accept" ? "accepted" : "declined";
    yield* (yield* QuoteRepository)
      .update(userId, quoteId, (current) =>
        quoteExpires(current.status, current.validUntil, today)
          ? Result.fail(new InvalidQuoteTransition({ from: "expired", to, place: "client" }))
          : quoteStatusChange("client", current, to, now),
      )
      .pipe(Effect.catchTag("QuoteNotFound", () => Effect.fail(new QuoteLinkUnavailable())));
    return yield* openQuoteLink({ token: input.token });
  });
