import { type ConnectPlatform, PaymentProviderFailed } from "@invoicing/core";
import { Effect } from "effect";
import type Stripe from "stripe";
import { stripePaymentProvider } from "./stripe-payment-provider.ts";
import type { StripeSettings } from "./stripe-settings.ts";

const failed = (error: unknown) =>
  new PaymentProviderFailed({ reason: error instanceof Error ? error.message : String(error) });

/**
 * Stripe Connect with Standard accounts (docs/PRODUCT-RULES.md#stripe-connect) through the
 * official SDK: OAuth onboarding (`oauth.authorizeUrl`, `oauth.token`, `oauth.deauthorize`),
 * PaymentIntents on the seller's account with the `Stripe-Account` header and no application fee,
 * and Connect webhooks checked against their endpoint's own secret.
 */
export const stripeConnectPlatform = (
  settings: StripeSettings,
  connect: NonNullable<StripeSettings["connect"]>,
  client: () => Promise<Stripe>,
): ConnectPlatform => {
  const call = <A>(request: (stripe: Stripe) => Promise<A>) =>
    Effect.tryPromise({ try: async () => request(await client()), catch: failed });
  const events = stripePaymentProvider(settings, client, { webhookSecret: connect.webhookSecret });
  const authorizeBase = new URL(
    "/oauth/authorize",
    settings.api === undefined
      ? "https://connect.stripe.com"
      : `${settings.api.protocol}://${settings.api.host}:${settings.api.port}`,
  );
  return {
    authorizeUrl: (state) => {
      const url = new URL(authorizeBase);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: connect.clientId,
        scope: "read_write",
        redirect_uri: connect.redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    finishOnboarding: (code) =>
      call((stripe) => stripe.oauth.token({ grant_type: "authorization_code", code })).pipe(
        Effect.flatMap((answer) =>
          answer.stripe_user_id === undefined
            ? Effect.fail(new PaymentProviderFailed({ reason: "Stripe named no account" }))
            : Effect.succeed({ accountId: answer.stripe_user_id }),
        ),
      ),
    disconnect: (accountId) =>
      call((stripe) =>
        stripe.oauth.deauthorize({ client_id: connect.clientId, stripe_user_id: accountId }),
      ).pipe(Effect.asVoid),
    onAccount: (accountId) =>
      stripePaymentProvider(settings, client, {
        stripeAccount: accountId,
        webhookSecret: connect.webhookSecret,
      }),
    verifyWebhook: events.verifyWebhook,
  };
};
