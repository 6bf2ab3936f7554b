import { Effect, Option } from "effect";
import type { Payment } from "../billing/payment.ts";
import type { PaymentEvent } from "../ports/payment-provider.ts";
import { PaymentRepository } from "../ports/payment-repository.ts";
import { markInvoicePaidBy, settleObserved } from "./payment-steps.ts";

const received = { received: true } as const;

/**
 * Settles the payment a verified webhook event is about, when `ours` accepts it (the provider and
 * account it was made with): the event id is recorded with the settlement, so the same event
 * delivered twice changes nothing twice, and a success is recorded on its invoice once. Events
 * about anything else, with another amount, or out of order (a failure after the success) are
 * acknowledged and ignored.
 */
export const settleFromEvent = (event: PaymentEvent, ours: (payment: Payment) => boolean) =>
  Effect.gen(function* () {
    if (event.payment === null) return received;
    const observed = event.payment;
    const owned = yield* (yield* PaymentRepository).findByProviderId(observed.providerPaymentId);
    if (Option.isNone(owned) || !ours(owned.value.payment)) return received;
    const { userId, payment } = owned.value;
    if (
      observed.amount.amount !== payment.amount ||
      observed.amount.currency !== payment.currency
    ) {
      yield* Effect.logWarning("payment webhook with another amount ignored", {
        eventId: event.eventId,
        paymentId: payment.id,
      });
      return received;
    }
    const settled = yield* settleObserved(userId, payment.id, observed, event.eventId).pipe(
      Effect.map(Option.some),
      Effect.catchTag("InvalidPaymentTransition", (error) =>
        Effect.as(
          Effect.logInfo("out-of-order payment webhook ignored", {
            eventId: event.eventId,
            from: error.from,
            to: error.to,
          }),
          Option.none(),
        ),
      ),
    );
    if (Option.isSome(settled)) yield* markInvoicePaidBy(userId, settled.value.payment);
    return received;
  });
