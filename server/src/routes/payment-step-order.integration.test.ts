import { type StripeStandIn, startStripeStandIn } from "@invoicing/adapters/testing";
import type {
  CreatePaymentIntentResponse,
  PaymentListResponse,
  SubscriptionResponse,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import fc from "fast-check";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startTestServer,
  type TestAccount,
  type TestResponse,
  type TestServer,
} from "../../testing/start-test-server.ts";
import { hasErrorMessage } from "../i18n/error-message.ts";

/** Generated step sequences per provider; each step is one request. */
const RUNS = 15;
const DAY_MS = 86_400_000;

/** One step on a payment: a request (its answer), or what the browser does alone (null). */
type Step = (paymentIntentId: string) => Promise<TestResponse | null>;

/**
 * A step's answer: a success, or a refusal that is the caller's (a keyed 4xx). The provider is
 * never blamed for a step out of order, so no 502.
 */
const expectCallersAnswer = (trail: ReadonlyArray<string>, response: TestResponse) => {
  const context = `${trail.join(" → ")} answered ${response.status} ${JSON.stringify(response.body)}`;
  expect(response.status, context).toBeLessThan(500);
  if (response.status >= 400) {
    expect(hasErrorMessage(String((response.body as { code?: unknown }).code)), context).toBe(true);
  }
};

type NamedStep = readonly [string, (account: TestAccount) => Step];

/** Runs `steps` in order on a new Pro payment of a new account; answers the account. */
const runSteps = async (server: TestServer, steps: ReadonlyArray<NamedStep>) => {
  const account = await server.signUp();
  const started = await server.request("POST", "/api/payments/create-payment-intent", {
    token: account.token,
    json: { planId: "pro" },
  });
  expect(started.status).toBe(201);
  const { paymentIntentId } = started.body as CreatePaymentIntentResponse;
  const trail: Array<string> = [];
  for (const [name, step] of steps) {
    trail.push(name);
    const response = await step(account)(paymentIntentId);
    if (response !== null) expectCallersAnswer(trail, response);
  }
  return { account, paymentIntentId };
};

/** The payment, as recorded, and the subscription: paid for one month at most. */
const expectOneMonthAtMost = async (server: TestServer, account: TestAccount) => {
  const { data } = (await server.request("GET", "/api/payments", { token: account.token }))
    .body as PaymentListResponse;
  expect(data).toHaveLength(1);
  const { subscription } = (
    await server.request("GET", "/api/billing/subscription", { token: account.token })
  ).body as SubscriptionResponse;
  if (data[0]?.status === "succeeded") expect(subscription?.status).toBe("active");
  if (subscription !== null) {
    expect(Date.parse(subscription.currentPeriodEnd ?? "") - Date.now()).toBeLessThan(32 * DAY_MS);
  }
  return data[0];
};

/**
 * Runs generated sequences of `step`, each on a new payment: every answer is the caller's, and
 * what we recorded is what the provider holds (never paid here and unpaid there).
 */
const inEveryOrder = (
  server: TestServer,
  step: fc.Arbitrary<NamedStep>,
  providerStatus: (paymentIntentId: string) => Promise<unknown>,
) =>
  fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (sequence) => {
      const { account, paymentIntentId } = await runSteps(server, sequence);
      const payment = await expectOneMonthAtMost(server, account);
      if (payment?.status === "succeeded") {
        expect(await providerStatus(paymentIntentId)).toBe("succeeded");
      }
    }),
    { numRuns: RUNS },
  );

const paymentOf = async (server: TestServer, account: TestAccount, paymentIntentId: string) => {
  const { data } = (await server.request("GET", "/api/payments", { token: account.token }))
    .body as PaymentListResponse;
  return data.find((payment) => payment.providerPaymentId === paymentIntentId);
};

const commonSteps = (server: TestServer) => ({
  confirm: (account: TestAccount) => (paymentIntentId: string) =>
    server.request("POST", "/api/payments/confirm-payment", {
      token: account.token,
      json: { paymentIntentId, planId: "pro" },
    }),
  failure: (account: TestAccount) => (paymentIntentId: string) =>
    server.request("POST", "/api/payments/handle-payment-failure", {
      token: account.token,
      json: { paymentIntentId, failureReason: "Your card was declined." },
    }),
  refund: (account: TestAccount) => async (paymentIntentId: string) => {
    const payment = await paymentOf(server, account, paymentIntentId);
    return server.request("POST", `/api/payments/${payment?.id ?? "none"}/refund`, {
      token: account.token,
    });
  },
});

describeEachBackend("payment steps repeated and out of order, sandbox provider", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const card = (number: string) => (account: TestAccount) => (paymentIntentId: string) =>
    server.request("POST", "/api/payments/sandbox/confirm", {
      token: account.token,
      json: { paymentIntentId, number, expiry: "12/34", cvc: "123" },
    });
  const authenticate = (approve: boolean) => (account: TestAccount) => (paymentIntentId: string) =>
    server.request("POST", "/api/payments/sandbox/authenticate", {
      token: account.token,
      json: { paymentIntentId, approve },
    });

  it("answers a second card after success, and a 3-D Secure answer nobody asked for, 409 with the state", async () => {
    const { account, paymentIntentId } = await runSteps(server, [
      ["4242", card("4242424242424242")],
    ]);
    const again = await card("4242424242424242")(account)(paymentIntentId);
    expect([again.status, again.body]).toMatchObject([409, { code: "payments.state.succeeded" }]);
    const early = await runSteps(server, []);
    const unasked = await authenticate(true)(early.account)(early.paymentIntentId);
    expect([unasked.status, unasked.body]).toMatchObject([
      409,
      { code: "payments.state.awaitingcard" },
    ]);
    await commonSteps(server).confirm(account)(paymentIntentId);
    const afterConfirm = await authenticate(false)(account)(paymentIntentId);
    expect([afterConfirm.status, afterConfirm.body]).toMatchObject([
      409,
      { code: "payments.state.succeeded" },
    ]);
  });

  it("never blames the provider, and never pays twice, whatever the order of the steps", async () => {
    const steps = commonSteps(server);
    const step = fc.constantFrom(
      ["4242 succeeds", card("4242424242424242")] as const,
      ["0002 declined", card("4000000000000002")] as const,
      ["3155 asks 3-D Secure", card("4000002500003155")] as const,
      ["3-D Secure approved", authenticate(true)] as const,
      ["3-D Secure refused", authenticate(false)] as const,
      ["confirm", steps.confirm] as const,
      ["failure", steps.failure] as const,
      ["refund", steps.refund] as const,
    );
    await inEveryOrder(server, step, async (paymentIntentId) => {
      const [intent] = await server.sql("select status from sandbox_payment_intents where id = ?", [
        paymentIntentId,
      ]);
      return intent?.status;
    });
  }, 180_000);
});

describeEachBackend(
  "payment steps repeated and out of order, Stripe (a local stand-in)",
  (backend) => {
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

    const browser =
      (outcome: "succeeded" | { readonly declined: string }) =>
      (): Step =>
      async (paymentIntentId) => {
        // Stripe.js can no longer change an intent that succeeded.
        if (standIn.intent(paymentIntentId)?.status !== "succeeded") {
          standIn.settle(paymentIntentId, outcome);
        }
        return null;
      };
    const webhook = () => (paymentIntentId: string) => {
      const intent = standIn.intent(paymentIntentId);
      const payload = JSON.stringify({
        id: `evt_${paymentIntentId}_${intent?.status}`,
        object: "event",
        type: `payment_intent.${intent?.status === "succeeded" ? "succeeded" : "payment_failed"}`,
        data: { object: intent },
      });
      return server.request("POST", "/api/payments/webhook", {
        body: payload,
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: standIn.settings.webhookSecret,
          }),
        },
      });
    };

    it("never blames the provider, and never pays twice, whatever the order of the steps", async () => {
      const steps = commonSteps(server);
      const step = fc.constantFrom(
        ["card succeeds", browser("succeeded")] as const,
        ["card declined", browser({ declined: "Your card was declined." })] as const,
        ["webhook", webhook] as const,
        ["confirm", steps.confirm] as const,
        ["failure", steps.failure] as const,
        ["refund", steps.refund] as const,
      );
      await inEveryOrder(
        server,
        step,
        async (paymentIntentId) => standIn.intent(paymentIntentId)?.status,
      );
    }, 180_000);
  },
);
