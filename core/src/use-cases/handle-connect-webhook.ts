import { Effect } from "effect";
import { WebhookSignatureInvalid } from "../ports/payment-provider.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import { settleFromEvent } from "./settle-from-event.ts";

/**
 * An event from Stripe Connect about a seller's account (docs/PRODUCT-RULES.md#stripe-connect),
 * its signature checked against the Connect endpoint's secret (WebhookSignatureInvalid when it
 * does not verify or Connect is not configured). It settles a pay link's payment only when it
 * happened on the very account the payment was made on, and only once however often it arrives.
 */
export const handleConnectWebhook = (input: {
  readonly rawBody: Uint8Array;
  readonly signature: string;
}) =>
  Effect.gen(function* () {
    const { platform } = yield* StripeConnect;
    if (platform === null) return yield* new WebhookSignatureInvalid();
    const event = yield* platform.verifyWebhook(input.rawBody, input.signature);
    return yield* settleFromEvent(
      event,
      (payment) => event.account !== null && payment.connectedAccount === event.account,
    );
  });
