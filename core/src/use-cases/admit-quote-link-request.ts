import { Effect } from "effect";
import { QuoteLinkRateLimited } from "../quotes/quote-errors.ts";
import { QUOTE_LINK_RATE_LIMIT } from "../quotes/quote-link-rate-limit.ts";
import { countPublicRequest } from "./count-public-request.ts";

/**
 * Counts a request to a quote's client link (read, PDF, answer) and refuses it with
 * QuoteLinkRateLimited once its token or the caller's address passed its ceiling in the current
 * window (docs/QUOTES.md#the-client-link).
 */
export const admitQuoteLinkRequest = (input: {
  readonly token: string;
  readonly address: string;
}) =>
  Effect.gen(function* () {
    const wait = yield* countPublicRequest({
      scope: "quotelink",
      limit: QUOTE_LINK_RATE_LIMIT,
      ...input,
    });
    if (wait !== null) return yield* new QuoteLinkRateLimited({ retryAfterSeconds: wait });
  });
