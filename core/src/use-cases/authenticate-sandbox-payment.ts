import { Effect } from "effect";
import { PaymentNotFound } from "../billing/billing-errors.ts";
import { SandboxCardGateway } from "../ports/sandbox-card-gateway.ts";
import type { UserId } from "../users/user-id.ts";
import { ownPayment } from "./payment-steps.ts";

/**
 * The card holder's answer to the sandbox's simulated 3-D Secure step, for a card that asked for
 * it (4000 0025 0000 3155): approved, the payment succeeds; refused, it fails.
 */
export const authenticateSandboxPayment = (input: {
  readonly userId: UserId;
  readonly paymentIntentId: string;
  readonly approve: boolean;
}) =>
  Effect.gen(function* () {
    const payment = yield* ownPayment(input.userId, input.paymentIntentId);
    if (payment.provider !== "sandbox") {
      return yield* Effect.fail(new PaymentNotFound({ id: input.paymentIntentId }));
    }
    return yield* (yield* SandboxCardGateway).authenticate(
      payment.providerPaymentId,
      input.approve,
    );
  });
