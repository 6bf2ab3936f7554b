import type {
  ConfirmPaymentResponse,
  CreatePaymentIntentResponse,
  PaymentListResponse,
  RefundResponse,
  SandboxCardOutcome,
  SubscriptionResponse,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const DAY_MS = 86_400_000;

describeEachBackend("payment routes with the sandbox provider", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const post = async <T>(account: TestAccount, path: string, json: unknown, status = 200) => {
    const response = await server.request("POST", path, { token: account.token, json });
    expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(status);
    return response.body as T;
  };
  const get = async <T>(account: TestAccount, path: string) => {
    const response = await server.request("GET", path, { token: account.token });
    expect(response.status).toBe(200);
    return response.body as T;
  };

  const startPlan = (account: TestAccount, planId: string, extra: object = {}) =>
    post<CreatePaymentIntentResponse>(
      account,
      "/api/payments/create-payment-intent",
      { planId, ...extra },
      201,
    );

  const payWithCard = (account: TestAccount, paymentIntentId: string, number: string) =>
    post<SandboxCardOutcome>(account, "/api/payments/sandbox/confirm", {
      paymentIntentId,
      number,
      expiry: "12/34",
      cvc: "123",
    });

  const confirm = (account: TestAccount, paymentIntentId: string, planId: string) =>
    post<ConfirmPaymentResponse>(account, "/api/payments/confirm-payment", {
      paymentIntentId,
      planId,
    });

  /** Subscribes `account` to `planId` with 4242…, the way the pricing page does. */
  const subscribe = async (account: TestAccount, planId: string) => {
    const { paymentIntentId } = await startPlan(account, planId);
    await payWithCard(account, paymentIntentId, "4242 4242 4242 4242");
    return confirm(account, paymentIntentId, planId);
  };

  it("tells the browser to show the sandbox card form when Stripe is not configured", async () => {
    const account = await server.signUp();
    expect(await get(account, "/api/billing/config")).toEqual({ provider: "sandbox" });
    const policy = (await server.request("GET", "/api/health")).headers.get(
      "content-security-policy",
    );
    expect(policy).not.toContain("stripe.com");
  });

  it("subscribes to Pro with 4242 4242 4242 4242 and shows the plan, status and payment", async () => {
    const account = await server.signUp();
    const started = await startPlan(account, "pro");
    expect(started.paymentIntentId).toMatch(/^pi_sandbox_/u);
    expect(started.clientSecret).toMatch(new RegExp(`^${started.paymentIntentId}_secret_`, "u"));
    expect(await payWithCard(account, started.paymentIntentId, "4242 4242 4242 4242")).toEqual({
      status: "succeeded",
      declineCode: null,
      failureReason: null,
      card: { brand: "visa", last4: "4242" },
    });
    const confirmed = await confirm(account, started.paymentIntentId, "pro");
    expect(confirmed).toMatchObject({
      success: true,
      payment: { provider: "sandbox", amount: 19, currency: "USD", status: "succeeded" },
      subscription: { planId: "pro", status: "active" },
    });
    const periodEnd = Date.parse(confirmed.subscription?.currentPeriodEnd ?? "");
    expect(periodEnd - Date.now()).toBeGreaterThan(27 * DAY_MS);

    const { subscription } = await get<SubscriptionResponse>(account, "/api/billing/subscription");
    expect(subscription).toEqual({ ...confirmed.subscription, active: true });
    const { data } = await get<PaymentListResponse>(account, "/api/payments");
    expect(data).toEqual([{ ...confirmed.payment, refundable: true }]);
  });

  it("charges the plan's price whatever amount, currency and description the browser sends", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPlan(account, "starter", {
      amount: 1,
      currency: "EUR",
      description: "Starter for a cent",
    });
    await payWithCard(account, paymentIntentId, "4242424242424242");
    const confirmed = await confirm(account, paymentIntentId, "starter");
    expect(confirmed.payment).toMatchObject({ amount: 9, currency: "USD" });
    const [stored] = await server.sql(
      "select p.amount, p.currency, i.amount as charged from payments p join sandbox_payment_intents i on i.id = p.provider_payment_id where p.provider_payment_id = ?",
      [paymentIntentId],
    );
    expect(Number(stored?.amount)).toBe(900);
    expect(Number(stored?.charged)).toBe(900);
    expect(stored?.currency).toBe("USD");
  });

  it("refuses to activate another plan than the one the payment was started for", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPlan(account, "starter");
    await payWithCard(account, paymentIntentId, "4242424242424242");
    const response = await server.request("POST", "/api/payments/confirm-payment", {
      token: account.token,
      json: { paymentIntentId, planId: "pro" },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: "payments.errors.planmismatch" });
    expect(await get(account, "/api/billing/subscription")).toEqual({ subscription: null });
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined."],
    ["4000 0000 0000 9995", "insufficient_funds", "Your card has insufficient funds."],
  ])(
    "declines %s with %s and records the failure the card form reports",
    async (number, code, reason) => {
      const account = await server.signUp();
      const { paymentIntentId } = await startPlan(account, "pro");
      expect(await payWithCard(account, paymentIntentId, number)).toMatchObject({
        status: "failed",
        declineCode: code,
        failureReason: reason,
      });
      const recorded = await post<{ payment: { status: string; failureReason: string } }>(
        account,
        "/api/payments/handle-payment-failure",
        { paymentIntentId, failureReason: "Payment failed" },
      );
      expect(recorded.payment).toMatchObject({ status: "failed", failureReason: reason });
      expect(await get(account, "/api/billing/subscription")).toEqual({ subscription: null });
      const again = await server.request("POST", "/api/payments/sandbox/confirm", {
        token: account.token,
        json: { paymentIntentId, number: "4242424242424242", expiry: "12/34", cvc: "123" },
      });
      expect(again.status).toBe(409);
    },
  );

  it("completes 4000 0025 0000 3155 only after the card holder's authentication", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPlan(account, "pro");
    expect((await payWithCard(account, paymentIntentId, "4000 0025 0000 3155")).status).toBe(
      "requires_action",
    );
    expect(await confirm(account, paymentIntentId, "pro")).toMatchObject({
      success: false,
      payment: { status: "pending" },
      subscription: null,
    });
    expect(
      await post<SandboxCardOutcome>(account, "/api/payments/sandbox/authenticate", {
        paymentIntentId,
        approve: true,
      }),
    ).toMatchObject({ status: "succeeded" });
    expect(await confirm(account, paymentIntentId, "pro")).toMatchObject({ success: true });
  });

  it("fails a payment whose authentication the card holder refuses", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPlan(account, "pro");
    await payWithCard(account, paymentIntentId, "4000002500003155");
    expect(
      await post<SandboxCardOutcome>(account, "/api/payments/sandbox/authenticate", {
        paymentIntentId,
        approve: false,
      }),
    ).toMatchObject({ status: "failed", declineCode: "authentication_failed" });
    const recorded = await post<{ payment: { status: string } }>(
      account,
      "/api/payments/handle-payment-failure",
      { paymentIntentId },
    );
    expect(recorded.payment.status).toBe("failed");
  });

  it("checks the card's number, expiry and security code, naming each problem", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPlan(account, "pro");
    const response = await server.request("POST", "/api/payments/sandbox/confirm", {
      token: account.token,
      json: { paymentIntentId, number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12" },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: "common.errors.validation",
      fields: {
        number: "billing.card.invalidnumber",
        expiry: "billing.card.expired",
        cvc: "billing.card.invalidcvc",
      },
    });
  });

  it("extends the subscription once when the same payment is confirmed twice", async () => {
    const account = await server.signUp();
    const { paymentIntentId } = await startPlan(account, "pro");
    await payWithCard(account, paymentIntentId, "4242424242424242");
    const first = await confirm(account, paymentIntentId, "pro");
    const second = await confirm(account, paymentIntentId, "pro");
    expect(second.subscription).toEqual(first.subscription);
  });

  it("extends an active subscription of the same plan by a month", async () => {
    const account = await server.signUp();
    const first = await subscribe(account, "starter");
    const second = await subscribe(account, "starter");
    const added =
      Date.parse(second.subscription?.currentPeriodEnd ?? "") -
      Date.parse(first.subscription?.currentPeriodEnd ?? "");
    expect(added).toBeGreaterThanOrEqual(28 * DAY_MS);
  });

  it("refunds a payment within 14 days, ending its subscription, and only once", async () => {
    const account = await server.signUp();
    const { payment } = await subscribe(account, "pro");
    const refunded = await post<RefundResponse>(account, `/api/payments/${payment.id}/refund`, {});
    expect(refunded.payment).toMatchObject({ id: payment.id, status: "refunded" });
    expect(refunded.subscription).toMatchObject({ planId: "pro", status: "canceled" });
    const { subscription } = await get<SubscriptionResponse>(account, "/api/billing/subscription");
    expect(subscription?.active).toBe(false);
    const again = await server.request("POST", `/api/payments/${payment.id}/refund`, {
      token: account.token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "payments.errors.notrefundable" });
    const [intent] = await server.sql("select status from sandbox_payment_intents where id = ?", [
      payment.providerPaymentId,
    ]);
    expect(intent?.status).toBe("refunded");
  });

  it("refuses a refund more than 14 days after the payment", async () => {
    const account = await server.signUp();
    const { payment } = await subscribe(account, "pro");
    const fifteenDaysAgo = new Date(Date.now() - 15 * DAY_MS).toISOString();
    await server.sql("update payments set paid_at = ?, created_at = ? where id = ?", [
      fifteenDaysAgo,
      fifteenDaysAgo,
      payment.id,
    ]);
    const { data } = await get<PaymentListResponse>(account, "/api/payments");
    expect(data[0]?.refundable).toBe(false);
    const response = await server.request("POST", `/api/payments/${payment.id}/refund`, {
      token: account.token,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: "payments.errors.refundwindowclosed",
      message: "Refunds are possible within 14 days of a payment.",
    });
    expect((await get<PaymentListResponse>(account, "/api/payments")).data[0]?.status).toBe(
      "succeeded",
    );
  });

  it("keeps each user's payments to themselves", async () => {
    const owner = await server.signUp();
    const intruder = await server.signUp();
    const { paymentIntentId } = await startPlan(owner, "pro");
    const asIntruder = (path: string, json: unknown) =>
      server.request("POST", path, { token: intruder.token, json });
    for (const [path, json] of [
      [
        "/api/payments/sandbox/confirm",
        { paymentIntentId, number: "4242424242424242", expiry: "12/34", cvc: "123" },
      ],
      ["/api/payments/sandbox/authenticate", { paymentIntentId, approve: true }],
      ["/api/payments/confirm-payment", { paymentIntentId, planId: "pro" }],
      ["/api/payments/handle-payment-failure", { paymentIntentId }],
    ] as const) {
      const response = await asIntruder(path, json);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toMatchObject({ code: "payments.errors.notfound" });
    }
    const { payment } = await (async () => {
      await payWithCard(owner, paymentIntentId, "4242424242424242");
      return confirm(owner, paymentIntentId, "pro");
    })();
    expect((await asIntruder(`/api/payments/${payment.id}/refund`, {})).status).toBe(404);
    expect(await get(intruder, "/api/payments")).toEqual({ data: [] });
    expect(await get(intruder, "/api/billing/subscription")).toEqual({ subscription: null });
    expect((await get<PaymentListResponse>(owner, "/api/payments")).data[0]?.status).toBe(
      "succeeded",
    );
  });

  it("refuses a webhook when Stripe is not configured", async () => {
    const response = await server.request("POST", "/api/payments/webhook", {
      body: JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded" }),
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "payments.errors.invalidsignature" });
  });
});
