import { Effect } from "effect";
import { checkCard } from "../billing/card-rules.ts";
import { todayIn } from "../calendar/today-in.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { Clock } from "../ports/clock.ts";
import { SandboxCardGateway } from "../ports/sandbox-card-gateway.ts";
import type { User } from "../users/user.ts";
import { pendingSandboxPayment } from "./payment-steps.ts";

/**
 * The sandbox card form's confirmation of one of the user's pending sandbox payments (a settled
 * one, or an intent that already took its card, is a PaymentStateConflict): the card is checked
 * (Luhn key, expiry at the user's today, security code; ValidationFailed with `number`, `expiry`,
 * `cvc`), then the sandbox answers as Stripe does for that test card. The browser then calls
 * confirm-payment.
 */
export const payWithSandboxCard = (input: {
  readonly user: User;
  readonly paymentIntentId: string;
  readonly card: { readonly number: string; readonly expiry: string; readonly cvc: string };
}) =>
  Effect.gen(function* () {
    const payment = yield* pendingSandboxPayment(input.user.id, input.paymentIntentId);
    const now = yield* (yield* Clock).now;
    const checked = checkCard(input.card, todayIn(input.user.timeZone, new Date(now)));
    if ("fields" in checked) return yield* Effect.fail(new ValidationFailed(checked));
    return yield* (yield* SandboxCardGateway).confirmCard(payment.providerPaymentId, checked.value);
  });
