import { Effect } from "effect";
import type { UserId } from "../users/user-id.ts";
import { markInvoicePaidBy, ownPayment, providerView, settleObserved } from "./payment-steps.ts";

/**
 * The card form reports a failed payment. The
 * provider's view still wins: a payment it says succeeded is recorded so; otherwise the payment
 * is recorded failed, with the provider's reason, else the browser's. A failed payment is final;
 * trying again starts a new one. Answers the payment as settled.
 */
export const handlePaymentFailure = (input: {
  readonly userId: UserId;
  readonly paymentIntentId: string;
  readonly failureReason: string | null;
}) =>
  Effect.gen(function* () {
    const payment = yield* ownPayment(input.userId, input.paymentIntentId);
    const view = yield* providerView(payment);
    const settled = yield* settleObserved(input.userId, payment.id, {
      status: view.status === "pending" ? "failed" : view.status,
      failureReason: view.failureReason ?? input.failureReason,
    });
    yield* markInvoicePaidBy(input.userId, settled.payment);
    return settled.payment;
  });
