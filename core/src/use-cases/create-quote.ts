import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import type { Quote } from "../quotes/quote.ts";
import type { CreateQuoteRequest } from "../quotes/quote-request.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";
import { clientNotSelected } from "./priced-invoice.ts";
import { priceQuote } from "./priced-quote.ts";

/**
 * Creates a draft quote (docs/QUOTES.md): priced as an invoice, in the user's currency unless the
 * request names one, for one of the user's clients (ValidationFailed otherwise). A draft has no
 * number yet. Answers the quote as stored, with its client.
 */
export const createQuote = (input: {
  readonly userId: UserId;
  readonly request: CreateQuoteRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const fields = yield* priceQuote(input.userId, input.request, user.currency);
    const id = yield* (yield* IdGenerator).next;
    const now = yield* (yield* Clock).now;
    const quote: Quote = {
      ...fields,
      id,
      userId: input.userId,
      quoteNumber: null,
      status: "draft",
      sentAt: null,
      answeredAt: null,
      createdAt: now,
      updatedAt: now,
    };
    return yield* (yield* QuoteRepository)
      .create(input.userId, { quote, issueNumber: false })
      .pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
  });
