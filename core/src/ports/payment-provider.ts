import { Context, type Effect, Schema } from "effect";
import type { PaymentStateConflict } from "../billing/billing-errors.ts";
import type { PaymentProviderName } from "../billing/payment-provider-name.ts";
import type { PaymentStatus } from "../billing/payment-status.ts";
import type { Money } from "../money/money.ts";

/** What to charge: the amount from the plan or invoice, never from the browser. */
export interface PaymentIntentRequest {
  readonly amount: Money;
  readonly description: string;
  /** The same key yields the same intent, so a retried request never charges twice. */
  readonly idempotencyKey: string;
  /** Our ids (user, payment, plan or invoice), echoed back by the provider's events. */
  readonly metadata: Readonly<Record<string, string>>;
}

/** An intent as the provider created it: its id and the secret the card form confirms it with. */
export interface CreatedPaymentIntent {
  readonly providerPaymentId: string;
  readonly clientSecret: string;
}

/** The provider's view of a payment. */
export interface ProviderPayment {
  readonly providerPaymentId: string;
  readonly status: PaymentStatus;
  readonly amount: Money;
  /** The provider's reason for a failure, such as "Your card was declined." */
  readonly failureReason: string | null;
}

/** A verified webhook event. */
export interface PaymentEvent {
  /** The provider's event id, recorded so each event is handled once. */
  readonly eventId: string;
  /** The payment the event is about; null for events about anything else, which are ignored. */
  readonly payment: ProviderPayment | null;
  /** The connected account the event happened on (a Stripe Connect event); null otherwise. */
  readonly account: string | null;
}

/** The provider could not be reached or refused the call; `reason` is its message. */
export class PaymentProviderFailed extends Schema.TaggedError<PaymentProviderFailed>()(
  "PaymentProviderFailed",
  { reason: Schema.String },
) {
  readonly key: string = "payments.errors.providerfailed";
}

/** A webhook whose signature does not verify: not from the provider, or altered. */
export class WebhookSignatureInvalid extends Schema.TaggedError<WebhookSignatureInvalid>()(
  "WebhookSignatureInvalid",
  {},
) {
  readonly key: string = "payments.errors.invalidsignature";
}

/** Card payments through one provider (docs/PRODUCT-RULES.md#payments). */
export interface PaymentProvider {
  readonly createIntent: (
    request: PaymentIntentRequest,
  ) => Effect.Effect<CreatedPaymentIntent, PaymentProviderFailed>;
  /**
   * The payment as the provider sees it after the browser confirmed it with the card: the server
   * trusts this, never the browser's word, before marking anything paid.
   */
  readonly confirm: (
    providerPaymentId: string,
  ) => Effect.Effect<ProviderPayment, PaymentProviderFailed>;
  /**
   * Refunds a succeeded payment in full; the key makes a retried refund harmless. A payment the
   * provider does not hold as paid fails with its state.
   */
  readonly refund: (
    providerPaymentId: string,
    idempotencyKey: string,
  ) => Effect.Effect<ProviderPayment, PaymentProviderFailed | PaymentStateConflict>;
  /** Checks a webhook's signature against the raw body and reads its event. */
  readonly verifyWebhook: (
    rawBody: Uint8Array,
    signature: string,
  ) => Effect.Effect<PaymentEvent, WebhookSignatureInvalid>;
}

/**
 * The payment providers (docs/PRODUCT-RULES.md#payments): Stripe when keys are configured, and the
 * built-in sandbox, whose card form takes Stripe's test card numbers. New payments go to the
 * sandbox while sandbox mode is on or Stripe is not configured (`usesSandbox`); an existing payment
 * stays with the provider that created it.
 */
export class PaymentProviders extends Context.Service<
  PaymentProviders,
  {
    /** The key Stripe Elements loads with in the browser; null when Stripe is not configured. */
    readonly publishableKey: string | null;
    /** The provider of this name; Stripe fails when it is not configured. */
    readonly get: (
      name: PaymentProviderName,
    ) => Effect.Effect<PaymentProvider, PaymentProviderFailed>;
  }
>()("@invoicing/core/PaymentProviders") {}
