import { Context, type Effect } from "effect";
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentProviderFailed,
  WebhookSignatureInvalid,
} from "./payment-provider.ts";

/** Stripe Connect as the operator configured it (docs/PRODUCT-RULES.md#stripe-connect). */
export interface ConnectPlatform {
  /** Where the seller is sent to connect a Standard account; `state` comes back with the code. */
  readonly authorizeUrl: (state: string) => string;
  /** Exchanges the code Stripe sent back for the seller's account id. */
  readonly finishOnboarding: (
    code: string,
  ) => Effect.Effect<{ readonly accountId: string }, PaymentProviderFailed>;
  /** Revokes the platform's access to the seller's account. */
  readonly disconnect: (accountId: string) => Effect.Effect<void, PaymentProviderFailed>;
  /** Card payments made on the seller's account (Stripe's `Stripe-Account` header), no fee taken. */
  readonly onAccount: (accountId: string) => PaymentProvider;
  /** Checks a Connect webhook's signature (its own endpoint secret) and reads its event. */
  readonly verifyWebhook: (
    rawBody: Uint8Array,
    signature: string,
  ) => Effect.Effect<PaymentEvent, WebhookSignatureInvalid>;
}

/**
 * Stripe Connect, through which pay links take cards into each seller's own Stripe account; null
 * when the operator did not configure Stripe with a Connect client id, and pay links then use the
 * sandbox provider.
 */
export class StripeConnect extends Context.Service<
  StripeConnect,
  { readonly platform: ConnectPlatform | null }
>()("@invoicing/core/StripeConnect") {}
