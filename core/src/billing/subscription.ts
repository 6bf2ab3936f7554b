import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { PlanId } from "./plan.ts";

/** Where a subscription stands: paid up, or ended by a refund or by the user. */
export const SubscriptionStatus = Schema.Literals(["active", "canceled"]);
export type SubscriptionStatus = typeof SubscriptionStatus.Type;

/**
 * A user's subscription: plan, status and the end of the paid period
 * (docs/PRODUCT-RULES.md#payments).
 */
export const Subscription = Schema.Struct({
  planId: PlanId,
  status: SubscriptionStatus,
  currentPeriodEnd: Instant,
});
export type Subscription = typeof Subscription.Type;

const toMillis = (instant: Instant): number => Date.parse(instant);

/** One calendar month after `instant`, kept on the month's last day when shorter (Jan 31 → Feb 28). */
export const oneMonthAfter = (instant: Instant): Instant => {
  const date = new Date(instant);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
};

/** True when the subscription is active and its period has not ended. */
export const isSubscriptionActive = (subscription: Subscription | null, now: Instant): boolean =>
  subscription !== null &&
  subscription.status === "active" &&
  toMillis(now) < toMillis(subscription.currentPeriodEnd);

/**
 * The subscription after a monthly payment of `planId` at `paidAt`. Paying again for the active
 * plan adds a month to the current period; a first payment, a lapsed subscription or a change of
 * plan starts a new month at `paidAt` (no proration).
 */
export const subscriptionAfterPayment = (
  current: Subscription | null,
  planId: PlanId,
  paidAt: Instant,
): Subscription => {
  const renews = current?.planId === planId && isSubscriptionActive(current, paidAt);
  return {
    planId,
    status: "active",
    currentPeriodEnd: oneMonthAfter(renews ? current.currentPeriodEnd : paidAt),
  };
};

/** The subscription after its payment was refunded: it ends at once. */
export const subscriptionAfterRefund = (
  current: Subscription,
  refundedAt: Instant,
): Subscription => ({
  ...current,
  status: "canceled",
  currentPeriodEnd: refundedAt,
});
