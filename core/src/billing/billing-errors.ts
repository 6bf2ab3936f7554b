import { Schema } from "effect";

/** No payment with this id belongs to the user. */
export class PaymentNotFound extends Schema.TaggedError<PaymentNotFound>()("PaymentNotFound", {
  id: Schema.String,
}) {
  readonly key: string = "payments.errors.notfound";
}

/** A payment cannot move between these statuses, e.g. a failed one to refunded. */
export class InvalidPaymentTransition extends Schema.TaggedError<InvalidPaymentTransition>()(
  "InvalidPaymentTransition",
  { from: Schema.String, to: Schema.String },
) {
  readonly key: string = "payments.errors.invalidtransition";
}

/** More than 14 days passed since the payment, so it can no longer be refunded. */
export class RefundWindowClosed extends Schema.TaggedError<RefundWindowClosed>()(
  "RefundWindowClosed",
  { paymentId: Schema.String },
) {
  readonly key: string = "payments.errors.refundwindowclosed";
}

/** Only a succeeded payment can be refunded; this one is pending, failed, canceled or refunded. */
export class PaymentNotRefundable extends Schema.TaggedError<PaymentNotRefundable>()(
  "PaymentNotRefundable",
  { paymentId: Schema.String, status: Schema.String },
) {
  readonly key: string = "payments.errors.notrefundable";
}

/**
 * The confirmed payment was started for another plan (or for an invoice): the plan paid for is the
 * one the payment was created with, whatever the browser now says.
 */
export class PaymentPlanMismatch extends Schema.TaggedError<PaymentPlanMismatch>()(
  "PaymentPlanMismatch",
  { paymentId: Schema.String },
) {
  readonly key: string = "payments.errors.planmismatch";
}

/** Where a payment stands when a step does not apply to it, as the API names it. */
export const PaymentState = Schema.Literals([
  "awaitingcard",
  "awaitingauthentication",
  "processing",
  "succeeded",
  "failed",
  "canceled",
  "refunded",
]);
export type PaymentState = typeof PaymentState.Type;

/**
 * A payment step that does not fit the payment's state: a card confirmed again after it
 * succeeded, a 3-D Secure answer for a payment that is not waiting for one, a refund of a payment
 * that was never paid. The caller's mistake, not the provider's: the code names the state.
 */
export class PaymentStateConflict extends Schema.TaggedError<PaymentStateConflict>()(
  "PaymentStateConflict",
  { paymentIntentId: Schema.String, state: PaymentState },
) {
  get key(): string {
    return `payments.state.${this.state}`;
  }
}
