import { Effect, Option } from "effect";
import { PaymentProviders, WebhookSignatureInvalid } from "../ports/payment-provider.ts";
import { PaymentRepository } from "../ports/payment-repository.ts";
import { markInvoicePaidBy, settleObserved } from "./payment-steps.ts";

const received = { received: true } as const;

/**
 * An event from Stripe, its signature checked against the exact bytes it was sent as
 * (WebhookSignatureInvalid when it does not verify or Stripe is not configured). An event
 * about one of our Stripe payments settles it; the event id is recorded with the settlement, so
 * the same event delivered twice changes nothing twice. Events about anything else, and events
 * that come out of order (a failure after the success), are acknowledged and ignored.
 */
export const handlePaymentWebhook = (input: {
  readonly rawBody: Uint8Array;
  readonly signature: string;
}) =>
  Effect.gen(function* () {
    const stripe = yield* (yield* PaymentProviders)
      .get("stripe")
      .pipe(Effect.mapError(() => new WebhookSignatureInvalid()));
    const event = yield* stripe.verifyWebhook(input.rawBody, input.signature);
    if (event.payment === null) return received;
    const observed = event.payment;
    const owned = yield* (yield* PaymentRepository).findByProviderId(observed.providerPaymentId);
    if (Option.isNone(owned) || owned.value.payment.provider !== "stripe") return received;
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
