import { fc, test } from "@fast-check/vitest";
import { Duration } from "effect";
import { describe, expect, it } from "vitest";
import {
  ADDRESS_LOGIN_THROTTLE,
  EMAIL_LOGIN_THROTTLE,
  loginThrottle,
  strictestThrottle,
  type ThrottleDecision,
} from "./login-throttle.ts";

const now = "2026-03-01T12:00:00.000Z";
const secondsAgo = (seconds: number) => new Date(Date.parse(now) - seconds * 1000).toISOString();
const failures = (count: number, spacingSeconds = 10) =>
  Array.from({ length: count }, (_, i) => secondsAgo((count - i) * spacingSeconds));
const decide = (count: number) => loginThrottle(EMAIL_LOGIN_THROTTLE, failures(count), now);
const millisOf = (decision: ThrottleDecision) =>
  decision._tag === "Delayed"
    ? Duration.toMillis(decision.delay)
    : decision._tag === "Refused"
      ? Duration.toMillis(decision.retryAfter)
      : 0;

describe("loginThrottle per e-mail", () => {
  it("allows the first three failures without delay", () => {
    expect([0, 1, 2].map((n) => decide(n)._tag)).toEqual(["Allowed", "Allowed", "Allowed"]);
  });
  it("then delays 250 ms, doubling up to 4 s", () => {
    expect([3, 4, 5, 6, 7, 8, 9].map((n) => millisOf(decide(n)))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
  it("refuses from ten failures until the oldest one leaves the 15-minute window", () => {
    const decision = decide(10);
    expect(decision._tag).toBe("Refused");
    // The oldest of ten failures 10 s apart happened 100 s ago: 800 s remain of its window.
    expect(millisOf(decision)).toBe(800_000);
  });
  it("ignores failures older than the window and ones in the future", () => {
    const stale = [secondsAgo(15 * 60), secondsAgo(3600), secondsAgo(-5)];
    expect(loginThrottle(EMAIL_LOGIN_THROTTLE, [...stale, ...failures(2)], now)._tag).toBe(
      "Allowed",
    );
  });
  test.prop([fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 30 })])(
    "never delays beyond the cap nor refuses for longer than the window",
    (ages) => {
      const decision = loginThrottle(EMAIL_LOGIN_THROTTLE, ages.map(secondsAgo), now);
      if (decision._tag === "Delayed") expect(millisOf(decision)).toBeLessThanOrEqual(4000);
      if (decision._tag === "Refused") {
        expect(millisOf(decision)).toBeGreaterThan(0);
        expect(millisOf(decision)).toBeLessThanOrEqual(15 * 60_000);
      }
    },
  );
  test.prop([
    fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 30 }),
    fc.integer({ min: 0, max: 899 }),
  ])("one more failure never makes the decision milder", (ages, extra) => {
    const before = loginThrottle(EMAIL_LOGIN_THROTTLE, ages.map(secondsAgo), now);
    const after = loginThrottle(EMAIL_LOGIN_THROTTLE, [...ages, extra].map(secondsAgo), now);
    expect(strictestThrottle(before, after)).toEqual(after);
  });
});

describe("loginThrottle per address", () => {
  it("tolerates more failures, since many people can share one address", () => {
    expect(loginThrottle(ADDRESS_LOGIN_THROTTLE, failures(19), now)._tag).toBe("Allowed");
    expect(loginThrottle(ADDRESS_LOGIN_THROTTLE, failures(100, 1), now)._tag).toBe("Refused");
  });
});

describe("strictestThrottle", () => {
  const allowed: ThrottleDecision = { _tag: "Allowed" };
  const delayed: ThrottleDecision = { _tag: "Delayed", delay: Duration.seconds(1) };
  const refused: ThrottleDecision = { _tag: "Refused", retryAfter: Duration.seconds(60) };
  it("prefers refusal over delay over allowance", () => {
    expect(strictestThrottle(allowed, delayed)).toBe(delayed);
    expect(strictestThrottle(refused, delayed)).toBe(refused);
  });
  it("keeps the longer of two refusals", () => {
    const longer: ThrottleDecision = { _tag: "Refused", retryAfter: Duration.seconds(90) };
    expect(strictestThrottle(refused, longer)).toBe(longer);
  });
});
