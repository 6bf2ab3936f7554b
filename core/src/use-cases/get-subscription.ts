import { Effect, Option } from "effect";
import { isSubscriptionActive } from "../billing/subscription.ts";
import { Clock } from "../ports/clock.ts";
import { PaymentRepository } from "../ports/payment-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The user's plan, its status and period end (docs/PRODUCT-RULES.md#payments), or none before a
 * first payment.
 */
export const getSubscription = (input: { readonly userId: UserId }) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    const stored = yield* (yield* PaymentRepository).getSubscription(input.userId);
    return {
      subscription: Option.match(stored, {
        onNone: () => null,
        onSome: (subscription) => ({
          ...subscription,
          active: isSubscriptionActive(subscription, now),
        }),
      }),
    };
  });
