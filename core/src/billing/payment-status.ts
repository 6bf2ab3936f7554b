import { Result, Schema } from "effect";
import { InvalidPaymentTransition } from "./billing-errors.ts";

/** The statuses of a payment (docs/PRODUCT-RULES.md#payments). */
export const paymentStatuses = ["pending", "succeeded", "failed", "canceled", "refunded"] as const;

/** Where a payment stands with the provider. */
export const PaymentStatus = Schema.Literals(paymentStatuses);
export type PaymentStatus = typeof PaymentStatus.Type;

// A pending payment settles once; only a succeeded one can be refunded. A failed card attempt is
// retried by a new payment, so failed, canceled and refunded are final.
const next: Record<PaymentStatus, ReadonlyArray<PaymentStatus>> = {
  pending: ["succeeded", "failed", "canceled"],
  succeeded: ["refunded"],
  failed: [],
  canceled: [],
  refunded: [],
};

/** The statuses a payment in `from` may move to. */
export const paymentStatusTargets = (from: PaymentStatus): ReadonlyArray<PaymentStatus> =>
  next[from];

/**
 * Checks a payment status change. Moving to the status a payment already has succeeds, so a
 * webhook delivered twice, or after the confirm call, changes nothing.
 */
export const changePaymentStatus = (
  from: PaymentStatus,
  to: PaymentStatus,
): Result.Result<PaymentStatus, InvalidPaymentTransition> =>
  from === to || next[from].includes(to)
    ? Result.succeed(to)
    : Result.fail(new InvalidPaymentTransition({ from, to }));
