import {
  Currency,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderFailed,
  type PaymentState,
  PaymentStateConflict,
  type PaymentStatus,
  type ProviderPayment,
  WebhookSignatureInvalid,
} from "@invoicing/core";
import { Effect, Option, Schema } from "effect";
import type Stripe from "stripe";
import { onFirstUse } from "../../on-first-use.ts";
import type { StripeSettings } from "./stripe-settings.ts";

// The parts of Stripe's objects we read; anything else they carry is dropped.
const StripeIntent = Schema.Struct({
  id: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  status: Schema.String,
  last_payment_error: Schema.optionalKey(
    Schema.NullOr(Schema.Struct({ message: Schema.optionalKey(Schema.String) })),
  ),
});
type StripeIntent = typeof StripeIntent.Type;

const StripeCharge = Schema.Struct({
  payment_intent: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  currency: Schema.String,
  refunded: Schema.Boolean,
});

const StripeEvent = Schema.Struct({
  id: Schema.String,
  account: Schema.optionalKey(Schema.NullOr(Schema.String)),
  type: Schema.String,
  data: Schema.Struct({ object: Schema.Unknown }),
});

const readCurrency = Schema.decodeUnknownOption(Currency);

const failed = (error: unknown) =>
  new PaymentProviderFailed({ reason: error instanceof Error ? error.message : String(error) });

// Stripe's intent statuses as the API names a state that a step does not fit.
const stateOfIntent: Readonly<Record<string, PaymentState>> = {
  requires_payment_method: "awaitingcard",
  requires_confirmation: "awaitingcard",
  requires_action: "awaitingauthentication",
  processing: "processing",
  requires_capture: "processing",
  succeeded: "succeeded",
  canceled: "canceled",
};

const StateError = Schema.Struct({
  code: Schema.Literals(["payment_intent_unexpected_state", "charge_already_refunded"]),
  raw: Schema.optionalKey(
    Schema.Struct({
      payment_intent: Schema.optionalKey(Schema.Struct({ status: Schema.String })),
    }),
  ),
});

/**
 * Stripe's refusal of a step the intent's state does not allow (a refund of an unpaid or refunded
 * intent) is the caller's conflict, named by the state; anything else is the provider failing.
 */
const refusal = (providerPaymentId: string) => (error: unknown) =>
  Option.match(Schema.decodeUnknownOption(StateError)(error), {
    onNone: () => failed(error),
    onSome: (read) =>
      new PaymentStateConflict({
        paymentIntentId: providerPaymentId,
        state:
          read.code === "charge_already_refunded"
            ? "refunded"
            : (stateOfIntent[read.raw?.payment_intent?.status ?? ""] ?? "processing"),
      }),
  });

// Stripe's currencies are lower case ("usd"); one we do not know cannot be one we charged in.
const money = (amount: number, currency: string) =>
  Option.map(readCurrency(currency.toUpperCase()), (known) => ({ amount, currency: known }));

// After a decline Stripe puts the intent back to `requires_payment_method` with the error.
const statusOf = (intent: StripeIntent): PaymentStatus => {
  if (intent.status === "succeeded") return "succeeded";
  if (intent.status === "canceled") return "canceled";
  return intent.status === "requires_payment_method" && intent.last_payment_error
    ? "failed"
    : "pending";
};

const intentPayment = (intent: StripeIntent): Option.Option<ProviderPayment> =>
  Option.map(money(intent.amount, intent.currency), (amount) => ({
    providerPaymentId: intent.id,
    status: statusOf(intent),
    amount,
    failureReason: intent.last_payment_error?.message ?? null,
  }));

const unknownCurrency = (currency: string) =>
  new PaymentProviderFailed({ reason: `unsupported currency ${currency}` });

// The payment an event is about: an intent's change, or a charge's full refund.
const eventPayment = (type: string, object: unknown): ProviderPayment | null => {
  if (type.startsWith("payment_intent.")) {
    return Option.getOrNull(
      Option.flatMap(Schema.decodeUnknownOption(StripeIntent)(object), intentPayment),
    );
  }
  if (type === "charge.refunded") {
    const charge = Option.getOrNull(Schema.decodeUnknownOption(StripeCharge)(object));
    if (charge === null || charge.payment_intent === null) return null;
    const providerPaymentId = charge.payment_intent;
    return Option.getOrNull(
      Option.map(money(charge.amount, charge.currency), (amount) => ({
        providerPaymentId,
        status: charge.refunded ? ("refunded" as const) : ("succeeded" as const),
        amount,
        failureReason: null,
      })),
    );
  }
  return null;
};

/** The official SDK's client for these settings, made on first use (the SDK loads then). */
export const stripeClient = (settings: StripeSettings) =>
  onFirstUse(async () => {
    const { default: StripeClient } = await import("stripe");
    return new StripeClient(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 8_000,
      telemetry: false,
      ...settings.api,
    });
  });

/** Where the provider's calls go: the operator's account, or a seller's connected one. */
export interface StripeAccountChoice {
  /** The connected account every call is made on (`Stripe-Account`); the operator's when absent. */
  readonly stripeAccount?: string;
  /** The signing secret its webhooks are checked with. */
  readonly webhookSecret: string;
}

/**
 * The Stripe provider (docs/PRODUCT-RULES.md#payments) through the official SDK: PaymentIntents
 * created on the server with an idempotency key and confirmed by Stripe Elements in the browser,
 * read back to verify them, refunded in full, and webhooks checked against their signature. On a
 * connected account (Stripe Connect) no application fee is asked: the seller keeps the payment.
 */
export const stripePaymentProvider = (
  settings: StripeSettings,
  client: () => Promise<Stripe> = stripeClient(settings),
  account: StripeAccountChoice = { webhookSecret: settings.webhookSecret },
): PaymentProvider => {
  const onAccount =
    account.stripeAccount === undefined ? {} : { stripeAccount: account.stripeAccount };
  const call = <A, E = PaymentProviderFailed>(
    request: (stripe: Stripe) => Promise<A>,
    onError: (error: unknown) => E | PaymentProviderFailed = failed,
  ) => Effect.tryPromise({ try: async () => request(await client()), catch: onError });

  return {
    createIntent: (request) =>
      call((stripe) =>
        stripe.paymentIntents.create(
          {
            amount: request.amount.amount,
            currency: request.amount.currency.toLowerCase(),
            description: request.description,
            metadata: { ...request.metadata },
            allowed_payment_method_types: ["card"],
          },
          { idempotencyKey: request.idempotencyKey, ...onAccount },
        ),
      ).pipe(
        Effect.flatMap((intent) =>
          intent.client_secret === null
            ? Effect.fail(new PaymentProviderFailed({ reason: "the intent has no client secret" }))
            : Effect.succeed({ providerPaymentId: intent.id, clientSecret: intent.client_secret }),
        ),
      ),

    confirm: (providerPaymentId) =>
      call((stripe) => stripe.paymentIntents.retrieve(providerPaymentId, {}, onAccount)).pipe(
        Effect.flatMap((intent) =>
          Option.match(intentPayment(intent), {
            onNone: () => Effect.fail(unknownCurrency(intent.currency)),
            onSome: Effect.succeed,
          }),
        ),
      ),

    refund: (providerPaymentId, idempotencyKey) =>
      call(
        (stripe) =>
          stripe.refunds.create(
            { payment_intent: providerPaymentId },
            { idempotencyKey, ...onAccount },
          ),
        refusal(providerPaymentId),
      ).pipe(
        Effect.flatMap((refund) => {
          // A card refund is pending until the bank takes it back (5 to 7 business days).
          if (refund.status !== "succeeded" && refund.status !== "pending") {
            return Effect.fail(
              new PaymentProviderFailed({
                reason: refund.failure_reason ?? `refund ${refund.status}`,
              }),
            );
          }
          return Option.match(money(refund.amount, refund.currency), {
            onNone: () => Effect.fail(unknownCurrency(refund.currency)),
            onSome: (amount) =>
              Effect.succeed({
                providerPaymentId,
                status: "refunded" as const,
                amount,
                failureReason: null,
              }),
          });
        }),
      ),

    verifyWebhook: (rawBody, signature) =>
      Effect.promise(client).pipe(
        Effect.flatMap((stripe) =>
          Effect.try({
            try: () => stripe.webhooks.constructEvent(rawBody, signature, account.webhookSecret),
            catch: () => new WebhookSignatureInvalid(),
          }),
        ),
        Effect.flatMap((event) =>
          Option.match(Schema.decodeUnknownOption(StripeEvent)(event), {
            onNone: () => Effect.fail(new WebhookSignatureInvalid()),
            onSome: (read): Effect.Effect<PaymentEvent> =>
              Effect.succeed({
                eventId: read.id,
                payment: eventPayment(read.type, read.data.object),
                account: read.account ?? null,
              }),
          }),
        ),
      ),
  };
};
