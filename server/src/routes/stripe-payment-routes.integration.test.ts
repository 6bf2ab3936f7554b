import { type StripeStandIn, startStripeStandIn } from "@invoicing/adapters/testing";
import type {
  ConfirmPaymentResponse,
  CreatePaymentIntentResponse,
  PaymentListResponse,
  SubscriptionResponse,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend("payment routes with Stripe (a local stand-in)", (backend) => {
  let server: TestServer;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    server = await startTestServer(backend, { stripe: standIn.settings });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const post = async <T>(account: TestAccount, path: string, json: unknown, status = 200) => {
    const response = await server.request("POST", path, { token: account.token, json });
    expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(status);
    return response.body as T;
  };
  const get = async <T>(account: TestAccount, path: string, headers = {}) => {
    const response = await server.request("GET", path, { token: account.token, headers });
    expect(response.status).toBe(200);
    return response.body as T;
  };
  const startPro = (account: TestAccount) =>
    post<CreatePaymentIntentResponse>(
      account,
      "/api/payments/create-payment-intent",
      { planId: "pro", amount: 1, currency: "USD", description: "Pro" },
      201,
    );
  const payments = (account: TestAccount) =>
    get<PaymentListResponse>(account, "/api/payments").then((list) => list.data);

  /** Delivers `event` to the webhook as Stripe would: the exact bytes, signed. */
  const deliver = (event: object, secret = standIn.settings.webhookSecret) => {
    // Indented on purpose: the signature covers these bytes, not a re-encoding of the JSON.
    const payload = JSON.stringify(event, null, 2);
    return server.request("POST", "/api/payments/webhook", {
      body: payload,
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  };
  const intentEvent = (id: string, type: string, intentId: string, fields: object = {}) => ({
    id,
    object: "event",
    type,
    data: {
      object: {
        id: intentId,
        object: "payment_intent",
        amount: 1900,
        currency: "usd",
        status: "succeeded",
        last_payment_error: null,
        ...fields,
      },
    },
  });

  it("gives the browser Stripe's publishable key, unless sandbox mode is on", async () => {
    const account = await server.signUp();
    expect(await get(account, "/api/billing/config")).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_stand_in",
    });
    expect(await get(account, "/api/billing/config", { "x-sandbox-mode": "true" })).toEqual({
      provider: "sandbox",
    });
  });

  it("lets the pages load Stripe Elements from Stripe's origins", async () => {
    const policy = (await server.request("GET", "/api/health")).headers.get(
      "content-security-policy",
    );
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain("frame-src https://js.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });

  it("sends every payment to the sandbox while the account's sandbox mode is on", async () => {
    const account = await server.signUp();
    const profile = await server.request("PUT", "/api/auth/profile", {
      token: account.token,
      json: { settings: { sandboxMode: true } },
    });
    expect(profile.status).toBe(200);
    const before = standIn.requests.length;
    const started = await post<CreatePaymentIntentResponse>(
      account,
      "/api/payments/create-payment-intent",
      { planId: "pro" },
      201,
    );
    expect(started.paymentIntentId).toMatch(/^pi_sandbox_/u);
    expect(standIn.requests.length).toBe(before);
    // The header can ask for the sandbox, never out of it.
    expect(await get(account, "/api/billing/config", { "x-sandbox-mode": "false" })).toEqual({
      provider: "sandbox",
    });
  });

  it("creates the intent for the plan's 1900 cents with an idempotency key, then verifies it", async () => {
    const account = await server.signUp();
    const { paymentIntentId, clientSecret } = await startPro(account);
    expect(clientSecret).toBe(standIn.intent(paymentIntentId)?.client_secret);
    const created = standIn.requests.find(
      (request) => request.path === "/v1/payment_intents" && request.method === "POST",
    );
    expect(created?.idempotencyKey).toMatch(/^payment-[0-9a-f-]{36}$/u);
    expect(standIn.intent(paymentIntentId)).toMatchObject({ amount: 1900, currency: "usd" });

    // The browser says nothing the server trusts: an unconfirmed intent stays pending.
    expect(
      await post<ConfirmPaymentResponse>(account, "/api/payments/confirm-payment", {
        paymentIntentId,
        planId: "pro",
      }),
    ).toMatchObject({ success: false, payment: { status: "pending" } });

    standIn.settle(paymentIntentId, "succeeded");
    expect(
      await post<ConfirmPaymentResponse>(account, "/api/payments/confirm-payment", {
        paymentIntentId,
        planId: "pro",
      }),
    ).toMatchObject({
      success: true,
      payment: { provider: "stripe", amount: 19, status: "succeeded" },
      subscription: { planId: "pro", status: "active" },
    });
  });

  it("records Stripe's decline message when the card form reports a failure", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPro(account);
    standIn.settle(paymentIntentId, { declined: "Your card was declined." });
    const recorded = await post<{ payment: { status: string; failureReason: string } }>(
      account,
      "/api/payments/handle-payment-failure",
      { paymentIntentId, failureReason: "card_declined" },
    );
    expect(recorded.payment).toMatchObject({
      status: "failed",
      failureReason: "Your card was declined.",
    });
  });

  it("settles a payment from a signed webhook once, even when it is delivered twice", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPro(account);
    const event = intentEvent("evt_succeeded_twice", "payment_intent.succeeded", paymentIntentId);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const { subscription } = await get<SubscriptionResponse>(account, "/api/billing/subscription");
    expect(subscription).toMatchObject({ planId: "pro", active: true });

    const second = await deliver(event);
    expect(second.status).toBe(200);
    expect(await get(account, "/api/billing/subscription")).toEqual({ subscription });
    expect((await payments(account))[0]?.status).toBe("succeeded");
    const recorded = await server.sql("select event_id from payment_events where event_id = ?", [
      "evt_succeeded_twice",
    ]);
    expect(recorded).toHaveLength(1);
  });

  it("refuses a webhook that is not signed with the endpoint's secret, changing nothing", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPro(account);
    const event = intentEvent("evt_forged", "payment_intent.succeeded", paymentIntentId);
    const forged = await deliver(event, "whsec_forged");
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: "payments.errors.invalidsignature" });
    const unsigned = await server.request("POST", "/api/payments/webhook", {
      body: JSON.stringify(event),
      headers: { "Content-Type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect((await payments(account))[0]?.status).toBe("pending");
    expect(await server.sql("select 1 from payment_events where event_id = 'evt_forged'")).toEqual(
      [],
    );
  });

  it("ignores an event that comes after the payment settled, or about an unknown intent", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPro(account);
    await deliver(intentEvent("evt_ok", "payment_intent.succeeded", paymentIntentId));
    const late = await deliver(
      intentEvent("evt_late_failure", "payment_intent.payment_failed", paymentIntentId, {
        status: "requires_payment_method",
        last_payment_error: { message: "Your card was declined." },
      }),
    );
    expect(late.status).toBe(200);
    expect((await payments(account))[0]?.status).toBe("succeeded");
    const stranger = await deliver(intentEvent("evt_stranger", "payment_intent.succeeded", "pi_x"));
    expect(stranger.status).toBe(200);
  });

  it("refunds through Stripe with the refund's key, and reads a refund made in Stripe's dashboard", async () => {
    const account = await server.signUp();
    const first = await startPro(account);
    standIn.settle(first.paymentIntentId, "succeeded");
    const { payment } = await post<ConfirmPaymentResponse>(
      account,
      "/api/payments/confirm-payment",
      {
        paymentIntentId: first.paymentIntentId,
        planId: "pro",
      },
    );
    await post(account, `/api/payments/${payment.id}/refund`, {});
    expect(standIn.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      idempotencyKey: `refund-${payment.id}`,
      form: { payment_intent: first.paymentIntentId },
    });

    const second = await startPro(account);
    await deliver(intentEvent("evt_paid", "payment_intent.succeeded", second.paymentIntentId));
    const refunded = await deliver({
      id: "evt_dashboard_refund",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          payment_intent: second.paymentIntentId,
          amount: 1900,
          currency: "usd",
          refunded: true,
        },
      },
    });
    expect(refunded.status).toBe(200);
    expect((await payments(account)).map((listed) => listed.status)).toEqual([
      "refunded",
      "refunded",
    ]);
    const { subscription } = await get<SubscriptionResponse>(account, "/api/billing/subscription");
    expect(subscription).toMatchObject({ status: "canceled", active: false });
  });

  it("ignores a webhook whose amount is not the payment's", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPro(account);
    const response = await deliver(
      intentEvent("evt_cheap", "payment_intent.succeeded", paymentIntentId, { amount: 1 }),
    );
    expect(response.status).toBe(200);
    expect((await payments(account))[0]?.status).toBe("pending");
  });
});
