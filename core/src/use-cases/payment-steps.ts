import { Effect, Option } from "effect";
import { PaymentNotFound, PaymentStateConflict } from "../billing/billing-errors.ts";
import type { Payment } from "../billing/payment.ts";
import type { PaymentProviderName } from "../billing/payment-provider-name.ts";
import { type ObservedPayment, settlePayment } from "../billing/payment-settlement.ts";
import type { PlanId } from "../billing/plan.ts";
import { todayIn } from "../calendar/today-in.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import type { Money } from "../money/money.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import {
  type PaymentProvider,
  PaymentProviderFailed,
  PaymentProviders,
} from "../ports/payment-provider.ts";
import { PaymentRepository } from "../ports/payment-repository.ts";
import { StripeConnect } from "../ports/stripe-connect.ts";
import { usesSandbox } from "../settings/sandbox-mode.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";
import { recordInvoicePayment } from "./record-invoice-payment.ts";
import { sendPaymentReceipts } from "./send-payment-receipts.ts";

/** What a caller says about sandbox mode: the account's setting and its choice for this call. */
export interface SandboxChoice {
  readonly accountSandboxMode: boolean;
  readonly headerSandboxMode: boolean | undefined;
}

/** The provider a new payment goes to: the sandbox while sandbox mode is on or Stripe is absent. */
export const providerForNewPayment = (sandbox: SandboxChoice) =>
  Effect.gen(function* () {
    const providers = yield* PaymentProviders;
    const name: PaymentProviderName = usesSandbox({
      ...sandbox,
      productionConfigured: providers.publishableKey !== null,
    })
      ? "sandbox"
      : "stripe";
    return { name, provider: yield* providers.get(name) };
  });

/** Stripe on the seller's own account (Stripe Connect); fails when the operator has no Connect. */
const connectedProvider = (accountId: string) =>
  Effect.gen(function* () {
    const { platform } = yield* StripeConnect;
    if (platform === null) {
      return yield* new PaymentProviderFailed({ reason: "Stripe Connect is not configured" });
    }
    return platform.onAccount(accountId);
  });

/** The provider that made a payment, on the seller's connected account when it was made there. */
export const providerOf = (payment: Payment) =>
  payment.connectedAccount === null
    ? PaymentProviders.use((providers) => providers.get(payment.provider))
    : connectedProvider(payment.connectedAccount);

/**
 * Starts a card payment of `amount`, for a plan or an invoice: the provider creates the intent
 * (keyed by the new payment's id, so a retried call never makes a second one) and the payment is
 * recorded pending. Answers what the card form confirms it with.
 */
export const startPayment = (input: {
  readonly userId: UserId;
  readonly sandbox: SandboxChoice;
  readonly amount: Money;
  readonly description: string;
  readonly planId: PlanId | null;
  readonly invoiceId: string | null;
  /** The seller's Stripe account to take the card on (a pay link under Stripe Connect). */
  readonly connectedAccount?: string;
}) =>
  Effect.gen(function* () {
    const connectedAccount = input.connectedAccount ?? null;
    const { name, provider } =
      connectedAccount === null
        ? yield* providerForNewPayment(input.sandbox)
        : { name: "stripe" as const, provider: yield* connectedProvider(connectedAccount) };
    const id = yield* (yield* IdGenerator).next;
    const target =
      input.planId === null ? { invoiceId: input.invoiceId ?? "" } : { planId: input.planId };
    const intent = yield* provider.createIntent({
      amount: input.amount,
      description: input.description,
      idempotencyKey: `payment-${id}`,
      metadata: { userId: input.userId, paymentId: id, ...target },
    });
    const now = yield* (yield* Clock).now;
    yield* (yield* PaymentRepository).create(input.userId, {
      id,
      provider: name,
      providerPaymentId: intent.providerPaymentId,
      planId: input.planId,
      invoiceId: input.invoiceId,
      amount: input.amount.amount,
      currency: input.amount.currency,
      status: "pending",
      failureReason: null,
      createdAt: now,
      paidAt: null,
      refundedAt: null,
      connectedAccount,
    });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.providerPaymentId };
  });

/** The user's payment with this provider id; another user's, or none, is not found. */
export const ownPayment = (userId: UserId, providerPaymentId: string) =>
  Effect.gen(function* () {
    const owned = yield* (yield* PaymentRepository).findByProviderId(providerPaymentId);
    if (Option.isNone(owned) || owned.value.userId !== userId) {
      return yield* Effect.fail(new PaymentNotFound({ id: providerPaymentId }));
    }
    return owned.value.payment;
  });

/**
 * The user's sandbox payment that still waits for the card form (a card, or the 3-D Secure answer).
 * A payment recorded as settled is final: a step on it is a conflict naming its state, since
 * paying it again would charge what no record shows.
 */
export const pendingSandboxPayment = (userId: UserId, providerPaymentId: string) =>
  Effect.gen(function* () {
    const payment = yield* ownPayment(userId, providerPaymentId);
    if (payment.provider !== "sandbox") {
      return yield* Effect.fail(new PaymentNotFound({ id: providerPaymentId }));
    }
    if (payment.status !== "pending") {
      return yield* Effect.fail(
        new PaymentStateConflict({ paymentIntentId: providerPaymentId, state: payment.status }),
      );
    }
    return payment;
  });

/**
 * The provider's view of a payment, asked of the provider that made it. An amount or currency
 * other than the one recorded is refused: what is charged is the plan's or the invoice's amount.
 */
export const providerView = (payment: Payment) =>
  Effect.gen(function* () {
    const provider: PaymentProvider = yield* providerOf(payment);
    const view = yield* provider.confirm(payment.providerPaymentId);
    if (view.amount.amount !== payment.amount || view.amount.currency !== payment.currency) {
      return yield* Effect.fail(
        new PaymentProviderFailed({ reason: "the provider's amount differs from the payment's" }),
      );
    }
    return view;
  });

/** Settles a payment to the provider's view at the current time (see `settlePayment`). */
export const settleObserved = (
  userId: UserId,
  paymentId: string,
  observed: ObservedPayment,
  eventId?: string,
) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    return yield* (yield* PaymentRepository).settle(
      userId,
      paymentId,
      (payment, subscription) => settlePayment(payment, subscription, observed, now),
      ...(eventId === undefined ? [] : [eventId]),
    );
  });

/**
 * Records a succeeded card payment of an invoice on it (docs/PRODUCT-RULES.md#invoice-payments),
 * through the one use case that records payments, dated the day it was paid in the user's zone;
 * the payment that leaves nothing due marks the invoice paid. Run after every settlement, so a
 * step interrupted before it is completed by the next confirm or webhook, and recorded once
 * whatever their number (the card payment's id names it). An invoice cancelled meanwhile, or
 * already settled another way, is left as it is: the card payment stays in the payment list.
 * Once recorded, the client and the seller are e-mailed a receipt each, also once.
 */
export const markInvoicePaidBy = (userId: UserId, payment: Payment) =>
  Effect.gen(function* () {
    if (payment.status !== "succeeded" || payment.invoiceId === null) return;
    const user = yield* findUser(userId);
    const now = yield* (yield* Clock).now;
    yield* recordInvoicePayment({
      userId,
      invoiceId: payment.invoiceId,
      request: {
        amount: fromMinorUnits(payment.amount, payment.currency),
        date: todayIn(user.timeZone, new Date(payment.paidAt ?? now)),
        method: "card",
        reference: payment.providerPaymentId,
      },
      cardPaymentId: payment.id,
    }).pipe(
      Effect.asVoid,
      Effect.catchTags({
        InvoiceNotPayable: () => Effect.void,
        PaymentExceedsBalance: () => Effect.void,
      }),
    );
    yield* sendPaymentReceipts(userId, payment);
  });
