import { Effect } from "effect";
import { PayLinkRateLimited } from "../pay-links/pay-link-errors.ts";
import { PAY_LINK_RATE_LIMIT, rateWindow } from "../pay-links/pay-link-rate-limit.ts";
import { Clock } from "../ports/clock.ts";
import { RequestCounter } from "../ports/request-counter.ts";
import { TokenGenerator } from "../ports/token-generator.ts";

/**
 * Counts a request to a pay link's public routes under its token (by its hash: tokens are never
 * stored) and under the caller's address, and refuses it with PayLinkRateLimited once either
 * passed its ceiling in the current window (docs/PRODUCT-RULES.md#pay-links). A guessed token is
 * counted like a real one, so guessing is slowed as much as paying.
 */
export const admitPayLinkRequest = (input: { readonly token: string; readonly address: string }) =>
  Effect.gen(function* () {
    const now = new Date(yield* (yield* Clock).now);
    const window = rateWindow(now, PAY_LINK_RATE_LIMIT.windowSeconds);
    const counter = yield* RequestCounter;
    const tokenHash = (yield* TokenGenerator).hash(input.token);
    const byToken = yield* counter.hit(`paylink-token:${tokenHash}`, window.start);
    const byAddress = yield* counter.hit(`paylink-address:${input.address}`, window.start);
    if (byToken > PAY_LINK_RATE_LIMIT.perToken || byAddress > PAY_LINK_RATE_LIMIT.perAddress) {
      return yield* new PayLinkRateLimited({ retryAfterSeconds: window.secondsLeft });
    }
  });
