import {
  PaymentProviderFailed,
  PaymentProviders,
  SandboxCardGateway,
  StripeConnect,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../persistence/database.ts";
import { sandboxPaymentProvider } from "./sandbox/sandbox-payment-provider.ts";
import { stripeConnectPlatform } from "./stripe/stripe-connect-platform.ts";
import { stripeClient, stripePaymentProvider } from "./stripe/stripe-payment-provider.ts";
import type { StripeSettings } from "./stripe/stripe-settings.ts";

/**
 * The payment providers (docs/PRODUCT-RULES.md#payments): the sandbox, over the database, always;
 * Stripe when its settings are given, and Stripe Connect when they carry a Connect client id. Also
 * provides the sandbox's card gateway, which its card form calls.
 */
export const paymentProvidersLayer = (database: Database, stripe: StripeSettings | null) => {
  const sandbox = sandboxPaymentProvider(database);
  const client = stripe === null ? null : stripeClient(stripe);
  const live = stripe === null || client === null ? null : stripePaymentProvider(stripe, client);
  const connect = stripe?.connect;
  return Layer.mergeAll(
    Layer.succeed(PaymentProviders, {
      publishableKey: stripe?.publishableKey ?? null,
      get: (name) => {
        if (name === "sandbox") return Effect.succeed(sandbox);
        return live === null
          ? Effect.fail(new PaymentProviderFailed({ reason: "Stripe is not configured" }))
          : Effect.succeed(live);
      },
    }),
    Layer.succeed(StripeConnect, {
      platform:
        stripe === null || client === null || connect === undefined
          ? null
          : stripeConnectPlatform(stripe, connect, client),
    }),
    Layer.succeed(SandboxCardGateway, sandbox),
  );
};
