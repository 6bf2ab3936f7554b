import { describe, expect, it } from "vitest";
import {
  isSubscriptionActive,
  oneMonthAfter,
  type Subscription,
  subscriptionAfterPayment,
  subscriptionAfterRefund,
} from "./subscription.ts";

const active: Subscription = {
  planId: "starter",
  status: "active",
  currentPeriodEnd: "2026-04-10T08:00:00.000Z",
};

describe("oneMonthAfter", () => {
  it.each([
    ["2026-01-15T10:00:00.000Z", "2026-02-15T10:00:00.000Z"],
    ["2026-01-31T10:00:00.000Z", "2026-02-28T10:00:00.000Z"],
    ["2028-01-31T10:00:00.000Z", "2028-02-29T10:00:00.000Z"],
    ["2026-12-31T23:59:59.000Z", "2027-01-31T23:59:59.000Z"],
  ])("after %s is %s", (from, to) => {
    expect(oneMonthAfter(from)).toBe(to);
  });
});

describe("subscriptionAfterPayment", () => {
  it("starts a month at the first payment", () => {
    expect(subscriptionAfterPayment(null, "pro", "2026-03-05T12:00:00.000Z")).toEqual({
      planId: "pro",
      status: "active",
      currentPeriodEnd: "2026-04-05T12:00:00.000Z",
    });
  });
  it("adds a month to the current period when the same plan is paid again early", () => {
    expect(
      subscriptionAfterPayment(active, "starter", "2026-04-01T00:00:00.000Z").currentPeriodEnd,
    ).toBe("2026-05-10T08:00:00.000Z");
  });
  it("starts afresh on a change of plan or after the period lapsed", () => {
    expect(
      subscriptionAfterPayment(active, "pro", "2026-04-01T00:00:00.000Z").currentPeriodEnd,
    ).toBe("2026-05-01T00:00:00.000Z");
    expect(
      subscriptionAfterPayment(active, "starter", "2026-05-01T00:00:00.000Z").currentPeriodEnd,
    ).toBe("2026-06-01T00:00:00.000Z");
  });
});

describe("isSubscriptionActive", () => {
  it("holds until the period ends, and not after a refund", () => {
    expect(isSubscriptionActive(active, "2026-04-10T07:59:59.999Z")).toBe(true);
    expect(isSubscriptionActive(active, "2026-04-10T08:00:00.000Z")).toBe(false);
    const refunded = subscriptionAfterRefund(active, "2026-03-20T00:00:00.000Z");
    expect(isSubscriptionActive(refunded, "2026-03-21T00:00:00.000Z")).toBe(false);
    expect(isSubscriptionActive(null, "2026-03-21T00:00:00.000Z")).toBe(false);
  });
});
