import { Duration, Result } from "effect";
import type { Instant } from "../calendar/instant.ts";
import { PaymentNotRefundable, RefundWindowClosed } from "./billing-errors.ts";
import type { Payment } from "./payment.ts";

/** A payment can be refunded within 14 days (docs/PRODUCT-RULES.md#payments). */
export const REFUND_WINDOW = Duration.days(14);

/**
 * Checks that a payment can be refunded at `now`: a plan payment that succeeded, at most 14 days
 * after it was paid (its creation, for a record without a payment time). The refund policy covers
 * subscriptions; a card payment of an invoice settled that invoice, which stays paid.
 */
export const ensureRefundable = (
  payment: Payment,
  now: Instant,
): Result.Result<Payment, PaymentNotRefundable | RefundWindowClosed> => {
  if (payment.status !== "succeeded" || payment.planId === null) {
    return Result.fail(new PaymentNotRefundable({ paymentId: payment.id, status: payment.status }));
  }
  const paidAt = Date.parse(payment.paidAt ?? payment.createdAt);
  return Date.parse(now) - paidAt <= Duration.toMillis(REFUND_WINDOW)
    ? Result.succeed(payment)
    : Result.fail(new RefundWindowClosed({ paymentId: payment.id }));
};

/** True when the payment can be refunded at `now` (see `ensureRefundable`). */
export const canRefund = (payment: Payment, now: Instant): boolean =>
  Result.isSuccess(ensureRefundable(payment, now));
