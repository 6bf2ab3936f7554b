import { Schema } from "effect";

/**
 * A pay link that opens nothing: unknown, revoked, or for an invoice cancelled since. The answer is
 * the same for each, so a guessed token learns nothing (docs/PRODUCT-RULES.md#pay-links).
 */
export class PayLinkUnavailable extends Schema.TaggedError<PayLinkUnavailable>()(
  "PayLinkUnavailable",
  {},
) {
  readonly key: string = "paylinks.errors.unavailable";
}

/**
 * Too many requests through one pay link, or from one address, within the current window
 * (docs/PRODUCT-RULES.md#pay-links); the caller may try again after this many seconds.
 */
export class PayLinkRateLimited extends Schema.TaggedError<PayLinkRateLimited>()(
  "PayLinkRateLimited",
  { retryAfterSeconds: Schema.Int },
) {
  readonly key: string = "paylinks.errors.ratelimited";
}
