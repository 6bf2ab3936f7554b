import { Result } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { InvalidPaymentTransition } from "./billing-errors.ts";
import type { Payment } from "./payment.ts";
import { changePaymentStatus, type PaymentStatus } from "./payment-status.ts";
import {
  type Subscription,
  subscriptionAfterPayment,
  subscriptionAfterRefund,
} from "./subscription.ts";

/** Where the provider says a payment stands. */
export interface ObservedPayment {
  readonly status: PaymentStatus;
  /** The provider's reason for a failure, such as "Your card was declined." */
  readonly failureReason: string | null;
}

/** What settling a payment writes: the payment afterwards and the subscription, when it changes. */
export interface PaymentSettlement {
  readonly payment: Payment;
  /** The user's subscription afterwards; null leaves it as it is. */
  readonly subscription: Subscription | null;
}

const subscriptionAfter = (
  payment: Payment,
  to: PaymentStatus,
  current: Subscription | null,
  now: Instant,
): Subscription | null => {
  if (payment.planId === null) return null;
  if (to === "succeeded") return subscriptionAfterPayment(current, payment.planId, now);
  // A refund ends the subscription it paid for; one since moved to another plan stays.
  if (to === "refunded" && current?.planId === payment.planId && current.status === "active") {
    return subscriptionAfterRefund(current, now);
  }
  return null;
};

/**
 * Brings a payment to where the provider says it stands at `now` (the payment statuses of
 * docs/PRODUCT-RULES.md#payments). A status the payment already has changes nothing, so a webhook
 * delivered twice, or after the confirm call, has no second effect; so does a pending payment still
 * pending. A plan payment that succeeds starts or extends the subscription; a refunded one ends its
 * plan's subscription.
 */
export const settlePayment = (
  payment: Payment,
  subscription: Subscription | null,
  observed: ObservedPayment,
  now: Instant,
): Result.Result<PaymentSettlement, InvalidPaymentTransition> => {
  const to = observed.status;
  if (to === payment.status) return Result.succeed({ payment, subscription: null });
  return Result.map(changePaymentStatus(payment.status, to), () => ({
    payment: {
      ...payment,
      status: to,
      failureReason: to === "failed" ? observed.failureReason : payment.failureReason,
      paidAt: to === "succeeded" ? now : payment.paidAt,
      refundedAt: to === "refunded" ? now : payment.refundedAt,
    },
    subscription: subscriptionAfter(payment, to, subscription, now),
  }));
};
