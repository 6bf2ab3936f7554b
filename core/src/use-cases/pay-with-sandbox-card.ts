import { Effect } from "effect";
import { InvalidPaymentTransition, PaymentNotFound } from "../billing/billing-errors.ts";
import { checkCard } from "../billing/card-rules.ts";
import { todayIn } from "../calendar/today-in.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { Clock } from "../ports/clock.ts";
import { SandboxCardGateway } from "../ports/sandbox-card-gateway.ts";
import type { User } from "../users/user.ts";
import { ownPayment } from "./payment-steps.ts";

/**
 * The sandbox card form's confirmation of one of the user's pending sandbox payments
 *: the card is checked (Luhn key, expiry at the user's
 * today, security code; ValidationFailed with `number`, `expiry`, `cvc`), then the sandbox
 * answers as Stripe does for that test card. The browser then calls confirm-payment.
 */
export const payWithSandboxCard = (input: {
  readonly user: User;
  readonly paymentIntentId: string;
  readonly card: { readonly number: string; readonly expiry: string; readonly cvc: string };
}) =>
  Effect.gen(function* () {
    const payment = yield* ownPayment(input.user.id, input.paymentIntentId);
    if (payment.provider !== "sandbox") {
      return yield* Effect.fail(new PaymentNotFound({ id: input.paymentIntentId }));
    }
    // A payment recorded as settled is final: paying it again would charge what no record shows.
    if (payment.status !== "pending") {
      return yield* Effect.fail(
        new InvalidPaymentTransition({ from: payment.status, to: "succeeded" }),
      );
    }
    const now = yield* (yield* Clock).now;
    const checked = checkCard(input.card, todayIn(input.user.timeZone, new Date(now)));
    if ("fields" in checked) return yield* Effect.fail(new ValidationFailed(checked));
    return yield* (yield* SandboxCardGateway).confirmCard(payment.providerPaymentId, checked.value);
  });
