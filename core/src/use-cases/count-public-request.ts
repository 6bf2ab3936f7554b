import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { RequestCounter } from "../ports/request-counter.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { type PublicRateLimit, rateWindow } from "../rate-limits/rate-window.ts";

/**
 * Counts one request to a kind of link's public routes (`scope`: each kind counts apart) under
 * the link's token (by its hash: tokens are never stored) and under the caller's address, in the
 * current window of `limit`. Answers the seconds the caller must wait when either count passed its
 * ceiling, else null. A guessed token is counted like a real one, so guessing is no faster than
 * using a link.
 */
export const countPublicRequest = (input: {
  readonly scope: string;
  readonly limit: PublicRateLimit;
  readonly token: string;
  readonly address: string;
}) =>
  Effect.gen(function* () {
    const now = new Date(yield* (yield* Clock).now);
    const window = rateWindow(now, input.limit.windowSeconds);
    const counter = yield* RequestCounter;
    const tokenHash = (yield* TokenGenerator).hash(input.token);
    const byToken = yield* counter.hit(`${input.scope}-token:${tokenHash}`, window.start);
    const byAddress = yield* counter.hit(`${input.scope}-address:${input.address}`, window.start);
    return byToken > input.limit.perToken || byAddress > input.limit.perAddress
      ? window.secondsLeft
      : null;
  });
