import { Effect } from "effect";
import { PaymentProviders, WebhookSignatureInvalid } from "../ports/payment-provider.ts";
import { settleFromEvent } from "./settle-from-event.ts";

/**
 * An event from Stripe, its signature checked against the exact bytes it was sent as
 * (WebhookSignatureInvalid when it does not verify or Stripe is not configured). An event about
 * one of our Stripe payments on the operator's account settles it, once (see `settleFromEvent`).
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
    return yield* settleFromEvent(
      event,
      (payment) => payment.provider === "stripe" && payment.connectedAccount === null,
    );
  });
