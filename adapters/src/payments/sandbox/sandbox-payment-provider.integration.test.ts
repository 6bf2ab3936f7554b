import { randomUUID } from "node:crypto";
import {
  type CheckedCard,
  cardBrand,
  PaymentProviderFailed,
  PaymentStateConflict,
  WebhookSignatureInvalid,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Result } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import { sandboxPaymentProvider } from "./sandbox-payment-provider.ts";

const timeout = 60_000;

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));

const succeeded = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`failed with ${String(result.failure)}`);
  return result.success;
};

const card = (digits: string): CheckedCard => ({
  digits,
  brand: cardBrand(digits),
  last4: digits.slice(-4),
  expMonth: 12,
  expYear: 2034,
});

describeEachBackend("the sandbox payment provider", (backend) => {
  let test: MigratedTestDatabase;
  let sandbox: ReturnType<typeof sandboxPaymentProvider>;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    sandbox = sandboxPaymentProvider(test.database);
  }, timeout);
  afterAll(() => test?.close(), timeout);

  const newIntent = async (amount = 1900) =>
    succeeded(
      await run(
        sandbox.createIntent({
          amount: { amount, currency: "USD" },
          description: "Pro plan, one month",
          idempotencyKey: `payment-${randomUUID()}`,
          metadata: {},
        }),
      ),
    );

  it("creates a pending intent with a client secret, once per idempotency key", async () => {
    const request = {
      amount: { amount: 900, currency: "USD" as const },
      description: "Starter plan, one month",
      idempotencyKey: `payment-${randomUUID()}`,
      metadata: {},
    };
    const created = succeeded(await run(sandbox.createIntent(request)));
    expect(created.providerPaymentId).toMatch(/^pi_sandbox_[0-9a-f]{24}$/u);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.providerPaymentId}_secret_`, "u"));
    expect(succeeded(await run(sandbox.createIntent(request)))).toEqual(created);
    expect(succeeded(await run(sandbox.confirm(created.providerPaymentId)))).toEqual({
      providerPaymentId: created.providerPaymentId,
      status: "pending",
      amount: { amount: 900, currency: "USD" },
      failureReason: null,
    });
  });

  it.each([
    ["4242424242424242", "succeeded", null, null],
    ["5555555555554444", "succeeded", null, null],
    ["378282246310005", "succeeded", null, null],
    ["4000000000000002", "failed", "card_declined", "Your card was declined."],
    ["4000000000009995", "failed", "insufficient_funds", "Your card has insufficient funds."],
    ["4000000000000069", "failed", "expired_card", "Your card has expired."],
    ["4000000000000127", "failed", "incorrect_cvc", "Your card's security code is incorrect."],
    ["4000002500003155", "requires_action", null, null],
    ["4111111111111111", "failed", "test_mode_live_card", expect.stringContaining("non test card")],
  ])(
    "answers card %s as Stripe's test mode does: %s %s",
    async (digits, status, declineCode, failureReason) => {
      const { providerPaymentId } = await newIntent();
      expect(succeeded(await run(sandbox.confirmCard(providerPaymentId, card(digits))))).toEqual({
        status,
        declineCode,
        failureReason,
        card: { brand: cardBrand(digits), last4: digits.slice(-4) },
      });
      const view = succeeded(await run(sandbox.confirm(providerPaymentId)));
      expect(view.status).toBe(status === "requires_action" ? "pending" : status);
    },
  );

  it("keeps the card's brand and last four digits, never its number", async () => {
    const { providerPaymentId } = await newIntent();
    await run(sandbox.confirmCard(providerPaymentId, card("4242424242424242")));
    const rows = await test.database.orm.em
      .fork()
      .execute("select * from sandbox_payment_intents where id = ?", [providerPaymentId]);
    expect(rows[0]).toMatchObject({ card_brand: "visa", card_last4: "4242" });
    expect(JSON.stringify(rows)).not.toContain("4242424242424242");
  });

  it("completes a card that asks for authentication once the card holder approves", async () => {
    const { providerPaymentId } = await newIntent();
    await run(sandbox.confirmCard(providerPaymentId, card("4000002500003155")));
    expect(succeeded(await run(sandbox.authenticate(providerPaymentId, true))).status).toBe(
      "succeeded",
    );
    expect(succeeded(await run(sandbox.confirm(providerPaymentId))).status).toBe("succeeded");
  });

  it("fails a card whose authentication the card holder refuses", async () => {
    const { providerPaymentId } = await newIntent();
    await run(sandbox.confirmCard(providerPaymentId, card("4000002500003155")));
    expect(succeeded(await run(sandbox.authenticate(providerPaymentId, false)))).toMatchObject({
      status: "failed",
      declineCode: "authentication_failed",
    });
    expect(succeeded(await run(sandbox.confirm(providerPaymentId))).status).toBe("failed");
  });

  it("lets a declined intent be tried again with another card, as Stripe does", async () => {
    const { providerPaymentId } = await newIntent();
    await run(sandbox.confirmCard(providerPaymentId, card("4000000000000002")));
    expect(
      succeeded(await run(sandbox.confirmCard(providerPaymentId, card("4242424242424242")))).status,
    ).toBe("succeeded");
  });

  it("answers a conflict naming the state to a paid intent confirmed again or authenticated", async () => {
    const { providerPaymentId } = await newIntent();
    await run(sandbox.confirmCard(providerPaymentId, card("4242424242424242")));
    for (const effect of [
      sandbox.confirmCard(providerPaymentId, card("4242424242424242")),
      sandbox.authenticate(providerPaymentId, true),
    ]) {
      const result = await run(effect);
      expect(Result.isFailure(result) && result.failure).toEqual(
        new PaymentStateConflict({ paymentIntentId: providerPaymentId, state: "succeeded" }),
      );
    }
  });

  it("answers a conflict to an authentication nobody asked for, and to a card during one", async () => {
    const { providerPaymentId } = await newIntent();
    const early = await run(sandbox.authenticate(providerPaymentId, true));
    expect(Result.isFailure(early) && early.failure.key).toBe("payments.state.awaitingcard");
    await run(sandbox.confirmCard(providerPaymentId, card("4000002500003155")));
    const during = await run(sandbox.confirmCard(providerPaymentId, card("4242424242424242")));
    expect(Result.isFailure(during) && during.failure.key).toBe(
      "payments.state.awaitingauthentication",
    );
  });

  it("refunds a paid intent, also when asked twice, and nothing else", async () => {
    const { providerPaymentId } = await newIntent();
    const early = await run(sandbox.refund(providerPaymentId, "refund-1"));
    expect(Result.isFailure(early) && early.failure).toBeInstanceOf(PaymentStateConflict);
    await run(sandbox.confirmCard(providerPaymentId, card("4242424242424242")));
    for (const _ of [1, 2]) {
      expect(succeeded(await run(sandbox.refund(providerPaymentId, "refund-1")))).toEqual({
        providerPaymentId,
        status: "refunded",
        amount: { amount: 1900, currency: "USD" },
        failureReason: null,
      });
    }
  });

  it("does not know another provider's intent", async () => {
    const result = await run(sandbox.confirm("pi_3Nx"));
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(PaymentProviderFailed);
    expect(Result.isFailure(result) && result.failure.reason).toContain("No such payment_intent");
  });

  it("refuses every webhook, since it sends none", async () => {
    const result = await run(sandbox.verifyWebhook(new Uint8Array([123, 125]), "t=1,v1=00"));
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(WebhookSignatureInvalid);
  });
});
