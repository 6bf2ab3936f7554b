import { Duration } from "effect";
import type { Instant } from "../calendar/instant.ts";

/**
 * How failed sign-ins under one key (an e-mail or a client address) are slowed, then refused.
 * Only failures within `window` before now count; a success clears the e-mail's failures.
 */
export interface LoginThrottlePolicy {
  readonly window: Duration.Duration;
  /** Failures tolerated without any slowing. */
  readonly freeFailures: number;
  /** From this many failures on, attempts are refused until old failures leave the window. */
  readonly refuseAt: number;
  /** Delay after the first failure beyond the free ones; it doubles with each further failure. */
  readonly firstDelay: Duration.Duration;
  /** The delay never exceeds this, so a slowed answer still beats the SPA's 10 s timeout. */
  readonly maxDelay: Duration.Duration;
}

/**
 * Per e-mail: 3 free failures, then 250 ms, 500 ms, 1 s, 2 s, 4 s, 4 s, 4 s, then refusal at 10
 * failures in 15 minutes. A guesser gets about 10 tries per quarter hour per account, which no
 * dictionary attack survives; a user who mistypes a few times notices nothing.
 */
export const EMAIL_LOGIN_THROTTLE: LoginThrottlePolicy = {
  window: Duration.minutes(15),
  freeFailures: 3,
  refuseAt: 10,
  firstDelay: Duration.millis(250),
  maxDelay: Duration.seconds(4),
};

/**
 * Per client address: laxer, since an office or a carrier's NAT puts many people behind one
 * address; it stops one machine from spraying guesses over many accounts.
 */
export const ADDRESS_LOGIN_THROTTLE: LoginThrottlePolicy = {
  window: Duration.minutes(15),
  freeFailures: 20,
  refuseAt: 100,
  firstDelay: Duration.millis(250),
  maxDelay: Duration.seconds(4),
};

/** What to do with a sign-in attempt: go on, go on after a delay, or refuse it for a while. */
export type ThrottleDecision =
  | { readonly _tag: "Allowed" }
  | { readonly _tag: "Delayed"; readonly delay: Duration.Duration }
  | { readonly _tag: "Refused"; readonly retryAfter: Duration.Duration };

/** Decides about a sign-in attempt at `now`, given the instants of earlier failures under one key. */
export const loginThrottle = (
  policy: LoginThrottlePolicy,
  failures: ReadonlyArray<Instant>,
  now: Instant,
): ThrottleDecision => {
  const nowMillis = Date.parse(now);
  const windowMillis = Duration.toMillis(policy.window);
  const recent = failures
    .map((at) => Date.parse(at))
    .filter((at) => at <= nowMillis && at > nowMillis - windowMillis)
    .sort((a, b) => a - b);
  const count = recent.length;
  if (count >= policy.refuseAt) {
    // Allowed again once enough of the oldest failures have left the window.
    const freeing = recent[count - policy.refuseAt] ?? nowMillis;
    return { _tag: "Refused", retryAfter: Duration.millis(freeing + windowMillis - nowMillis) };
  }
  if (count < policy.freeFailures) return { _tag: "Allowed" };
  const doubled = Duration.toMillis(policy.firstDelay) * 2 ** (count - policy.freeFailures);
  return {
    _tag: "Delayed",
    delay: Duration.millis(Math.min(doubled, Duration.toMillis(policy.maxDelay))),
  };
};

const severity = (decision: ThrottleDecision): number => {
  switch (decision._tag) {
    case "Allowed":
      return 0;
    case "Delayed":
      return Duration.toMillis(decision.delay);
    case "Refused":
      return Number.POSITIVE_INFINITY;
  }
};

/** The stricter of two decisions (per e-mail and per address both apply to one attempt). */
export const strictestThrottle = (a: ThrottleDecision, b: ThrottleDecision): ThrottleDecision => {
  if (a._tag === "Refused" && b._tag === "Refused") {
    return Duration.toMillis(a.retryAfter) >= Duration.toMillis(b.retryAfter) ? a : b;
  }
  return severity(a) >= severity(b) ? a : b;
};
