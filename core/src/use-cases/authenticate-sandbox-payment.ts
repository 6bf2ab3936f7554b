import { Effect } from "effect";
import { SandboxCardGateway } from "../ports/sandbox-card-gateway.ts";
import type { UserId } from "../users/user-id.ts";
import { pendingSandboxPayment } from "./payment-steps.ts";

/**
 * The card holder's answer to the sandbox's simulated 3-D Secure step, for a card that asked for
 * it (4000 0025 0000 3155): approved, the payment succeeds; refused, it fails. A payment not
 * waiting for that answer is a PaymentStateConflict naming where it stands.
 */
export const authenticateSandboxPayment = (input: {
  readonly userId: UserId;
  readonly paymentIntentId: string;
  readonly approve: boolean;
}) =>
  Effect.gen(function* () {
    const payment = yield* pendingSandboxPayment(input.userId, input.paymentIntentId);
    return yield* (yield* SandboxCardGateway).authenticate(
      payment.providerPaymentId,
      input.approve,
    );
  });
