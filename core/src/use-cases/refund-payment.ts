import { Effect } from "effect";
import { ensureRefundable } from "../billing/refund-window.ts";
import { Clock } from "../ports/clock.ts";
import { PaymentRepository } from "../ports/payment-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { providerOf, settleObserved } from "./payment-steps.ts";

/**
 * Refunds one of the user's plan payments in full, within 14 days of it
 * (docs/PRODUCT-RULES.md#payments; RefundWindowClosed after), through the provider that took it;
 * the subscription it paid for ends. The refund is keyed by the payment, so asking twice refunds
 * once. Answers the payment as settled and the subscription.
 */
export const refundPayment = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const payment = yield* (yield* PaymentRepository).get(input.userId, input.id);
    const now = yield* (yield* Clock).now;
    yield* Effect.fromResult(ensureRefundable(payment, now));
    const provider = yield* providerOf(payment);
    const view = yield* provider.refund(payment.providerPaymentId, `refund-${payment.id}`);
    const settled = yield* settleObserved(input.userId, payment.id, view);
    return settled;
  });
