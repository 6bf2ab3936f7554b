import { Effect } from "effect";
import { PaymentPlanMismatch } from "../billing/billing-errors.ts";
import type { PlanId } from "../billing/plan.ts";
import type { UserId } from "../users/user-id.ts";
import { ownPayment, providerView, settleObserved } from "./payment-steps.ts";

/**
 * Confirms a payment after the card form confirmed its intent: asks the
 * provider where the payment stands (never the browser) and records it; a success starts or
 * extends the plan's subscription. The plan must be the one the payment was started for.
 * Answers the payment as settled and the subscription.
 */
export const confirmPayment = (input: {
  readonly userId: UserId;
  readonly paymentIntentId: string;
  readonly planId: PlanId;
}) =>
  Effect.gen(function* () {
    const payment = yield* ownPayment(input.userId, input.paymentIntentId);
    if (payment.planId !== input.planId) {
      return yield* Effect.fail(new PaymentPlanMismatch({ paymentId: payment.id }));
    }
    const view = yield* providerView(payment);
    const settled = yield* settleObserved(input.userId, payment.id, view);
    return settled;
  });
