import { type PlanId, planById } from "../billing/plan.ts";
import type { UserId } from "../users/user-id.ts";
import { type SandboxChoice, startPayment } from "./payment-steps.ts";

/**
 * Starts the payment of a month of a plan. The
 * amount and currency are the plan's, whatever the browser sent (its body names them too).
 */
export const createPaymentIntent = (input: {
  readonly userId: UserId;
  readonly planId: PlanId;
  readonly sandbox: SandboxChoice;
}) => {
  const plan = planById(input.planId);
  return startPayment({
    userId: input.userId,
    sandbox: input.sandbox,
    amount: { amount: plan.price, currency: plan.currency },
    description: `${plan.name} plan, one month`,
    planId: plan.id,
    invoiceId: null,
  });
};
