import {
  PaymentProviderFailed,
  PaymentStateConflict,
  WebhookSignatureInvalid,
} from "@invoicing/core";
import { Effect, Result } from "effect";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type StripeStandIn,
  startStripeStandIn,
} from "../../../testing/payments/stripe-stand-in.ts";
import { stripePaymentProvider } from "./stripe-payment-provider.ts";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));

const succeeded = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`failed with ${String(result.failure)}`);
  return result.success;
};

const request = {
  amount: { amount: 1900, currency: "USD" as const },
  description: "Pro plan, one month",
  metadata: { userId: "u1", paymentId: "p1", planId: "pro" },
};

const encoder = new TextEncoder();

describe("the Stripe provider, through the official SDK against a local stand-in", () => {
  let standIn: StripeStandIn;
  let provider: ReturnType<typeof stripePaymentProvider>;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    provider = stripePaymentProvider(standIn.settings);
  });
  afterAll(() => standIn?.close());

  const signed = (payload: string, secret = standIn.settings.webhookSecret, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });

  it("creates a PaymentIntent with the amount in cents, the metadata and the idempotency key", async () => {
    const created = succeeded(
      await run(provider.createIntent({ ...request, idempotencyKey: "payment-p1" })),
    );
    expect(created.providerPaymentId).toMatch(/^pi_/u);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.providerPaymentId}_secret_`, "u"));
    const sent = standIn.requests.find((r) => r.path === "/v1/payment_intents");
    expect(sent).toMatchObject({
      method: "POST",
      idempotencyKey: "payment-p1",
      authorization: "Bearer sk_test_stand_in",
      form: {
        amount: "1900",
        currency: "usd",
        description: "Pro plan, one month",
        "metadata[planId]": "pro",
        "metadata[userId]": "u1",
        "allowed_payment_method_types[0]": "card",
      },
    });
  });

  it("answers the same intent to a call repeated with the same key", async () => {
    const first = succeeded(
      await run(provider.createIntent({ ...request, idempotencyKey: "k-2" })),
    );
    const again = succeeded(
      await run(provider.createIntent({ ...request, idempotencyKey: "k-2" })),
    );
    expect(again).toEqual(first);
  });

  it("reads an intent back: pending, then what the card form made of it", async () => {
    const { providerPaymentId } = succeeded(
      await run(provider.createIntent({ ...request, idempotencyKey: "k-3" })),
    );
    expect(succeeded(await run(provider.confirm(providerPaymentId)))).toEqual({
      providerPaymentId,
      status: "pending",
      amount: { amount: 1900, currency: "USD" },
      failureReason: null,
    });
    standIn.settle(providerPaymentId, { declined: "Your card was declined." });
    expect(succeeded(await run(provider.confirm(providerPaymentId)))).toMatchObject({
      status: "failed",
      failureReason: "Your card was declined.",
    });
    standIn.settle(providerPaymentId, "succeeded");
    expect(succeeded(await run(provider.confirm(providerPaymentId))).status).toBe("succeeded");
  });

  it("refunds a payment in full with the refund's idempotency key", async () => {
    const { providerPaymentId } = succeeded(
      await run(provider.createIntent({ ...request, idempotencyKey: "k-4" })),
    );
    standIn.settle(providerPaymentId, "succeeded");
    expect(succeeded(await run(provider.refund(providerPaymentId, "refund-p4")))).toEqual({
      providerPaymentId,
      status: "refunded",
      amount: { amount: 1900, currency: "USD" },
      failureReason: null,
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/refunds",
      idempotencyKey: "refund-p4",
      form: { payment_intent: providerPaymentId },
    });
  });

  it("answers a conflict naming the state to a refund of an unpaid or refunded intent", async () => {
    const { providerPaymentId } = succeeded(
      await run(provider.createIntent({ ...request, idempotencyKey: "k-5" })),
    );
    const early = await run(provider.refund(providerPaymentId, "refund-p5"));
    expect(Result.isFailure(early) && early.failure).toEqual(
      new PaymentStateConflict({ paymentIntentId: providerPaymentId, state: "awaitingcard" }),
    );
    standIn.settle(providerPaymentId, "succeeded");
    succeeded(await run(provider.refund(providerPaymentId, "refund-p5-again")));
    const twice = await run(provider.refund(providerPaymentId, "refund-p5-third"));
    expect(Result.isFailure(twice) && twice.failure).toEqual(
      new PaymentStateConflict({ paymentIntentId: providerPaymentId, state: "refunded" }),
    );
  });

  it("fails with Stripe's message for an intent it does not know", async () => {
    const result = await run(provider.confirm("pi_unknown"));
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(PaymentProviderFailed);
    expect(Result.isFailure(result) && result.failure.reason).toContain("No such payment_intent");
  });

  describe("webhooks", () => {
    const intentEvent = (type: string, status: string) =>
      JSON.stringify({
        id: `evt_${type}_${status}`,
        object: "event",
        type,
        data: {
          object: {
            id: "pi_123",
            object: "payment_intent",
            amount: 900,
            currency: "usd",
            status,
            last_payment_error: null,
          },
        },
      });

    it("reads a signed event about a payment", async () => {
      const payload = intentEvent("payment_intent.succeeded", "succeeded");
      expect(
        succeeded(await run(provider.verifyWebhook(encoder.encode(payload), signed(payload)))),
      ).toEqual({
        eventId: "evt_payment_intent.succeeded_succeeded",
        account: null,
        payment: {
          providerPaymentId: "pi_123",
          status: "succeeded",
          amount: { amount: 900, currency: "USD" },
          failureReason: null,
        },
      });
    });

    it("reads a full refund from charge.refunded", async () => {
      const payload = JSON.stringify({
        id: "evt_refund",
        type: "charge.refunded",
        data: {
          object: {
            id: "ch_1",
            object: "charge",
            payment_intent: "pi_123",
            amount: 900,
            currency: "usd",
            refunded: true,
          },
        },
      });
      const event = succeeded(
        await run(provider.verifyWebhook(encoder.encode(payload), signed(payload))),
      );
      expect(event.payment?.status).toBe("refunded");
    });

    it("answers no payment for an event about something else", async () => {
      const payload = JSON.stringify({
        id: "evt_customer",
        type: "customer.created",
        data: { object: { id: "cus_1", object: "customer" } },
      });
      expect(
        succeeded(await run(provider.verifyWebhook(encoder.encode(payload), signed(payload)))),
      ).toEqual({ eventId: "evt_customer", account: null, payment: null });
    });

    it.each([
      ["signed with another secret", (payload: string) => signed(payload, "whsec_forged")],
      [
        "replayed long after it was signed",
        (payload: string) => signed(payload, undefined, Math.floor(Date.now() / 1000) - 3600),
      ],
      ["without a signature", () => ""],
    ])("refuses an event %s", async (_, signature) => {
      const payload = intentEvent("payment_intent.succeeded", "succeeded");
      const result = await run(provider.verifyWebhook(encoder.encode(payload), signature(payload)));
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(WebhookSignatureInvalid);
    });

    it("refuses a body altered after signing", async () => {
      const payload = intentEvent("payment_intent.succeeded", "succeeded");
      const altered = payload.replace('"amount":900', '"amount":1');
      const result = await run(provider.verifyWebhook(encoder.encode(altered), signed(payload)));
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(WebhookSignatureInvalid);
    });
  });
});
