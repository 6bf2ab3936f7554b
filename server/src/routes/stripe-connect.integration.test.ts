import { type StripeStandIn, startStripeStandIn } from "@invoicing/adapters/testing";
import { type SmtpStandIn, startSmtpStandIn } from "@invoicing/adapters/testing/email";
import type {
  CreatePaymentIntentResponse,
  InvoiceJson,
  InvoicePaymentsResponse,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import PostalMime from "postal-mime";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend("Stripe Connect for pay links, against a stand-in of Stripe", (backend) => {
  let standIn: StripeStandIn;
  let smtp: SmtpStandIn;
  let server: TestServer;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    smtp = await startSmtpStandIn();
    server = await startTestServer(backend, {
      stripe: standIn.connectSettings,
      mail: {
        smtpUrl: smtp.url,
        resendApiKey: null,
        resendBaseUrl: null,
        from: "Invoicing <billing@invoices.test>",
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
    await smtp?.close();
  });

  const connectSecret = () => standIn.connectSettings.connect?.webhookSecret ?? "";

  const newInvoice = async (account: TestAccount) => {
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody(),
    });
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id, { status: "sent", currency: "EUR" }),
    });
    return created.body as InvoiceJson;
  };

  const linkOf = async (account: TestAccount, invoiceId: string) => {
    const made = await server.request("POST", `/api/invoices/${invoiceId}/pay-link`, {
      token: account.token,
    });
    const { url } = made.body as { url: string };
    return url.slice(url.lastIndexOf("/pay/") + "/pay/".length);
  };

  /** The seller's click on "Connect with Stripe": the state Stripe's address carries. */
  const startOnboarding = async (account: TestAccount) => {
    const started = await server.request("POST", "/api/stripe-connect/start", {
      token: account.token,
    });
    expect(started.status).toBe(200);
    const url = new URL((started.body as { url: string }).url);
    expect(url.pathname).toBe("/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "ca_stand_in",
      scope: "read_write",
      redirect_uri: "http://localhost:5173/settings",
    });
    return url.searchParams.get("state") ?? "";
  };

  const finish = (account: TestAccount, state: string, code: string) =>
    server.request("POST", "/api/stripe-connect/finish", {
      token: account.token,
      json: { state, code },
    });

  /** Delivers `event` to the Connect webhook as Stripe would: the exact bytes, signed. */
  const deliver = (event: object, secret = connectSecret()) => {
    const payload = JSON.stringify(event, null, 2);
    return server.request("POST", "/api/stripe-connect/webhook", {
      body: payload,
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  };

  const succeededEvent = (id: string, account: string, intentId: string) => {
    const intent = standIn.intent(intentId);
    return {
      id,
      object: "event",
      type: "payment_intent.succeeded",
      account,
      data: { object: { ...intent, status: "succeeded" } },
    };
  };

  const summary = async (account: TestAccount, invoiceId: string) =>
    (
      await server.request("GET", `/api/invoices/${invoiceId}/payments/summary`, {
        token: account.token,
      })
    ).body as InvoicePaymentsResponse;

  it("refuses an onboarding whose state is forged, another seller's or already used", async () => {
    const seller = await server.signUp();
    const intruder = await server.signUp();
    const state = await startOnboarding(seller);
    const forged = await finish(seller, "A".repeat(43), standIn.consent().code);
    expect([forged.status, forged.body]).toMatchObject([
      409,
      { code: "stripeconnect.errors.stateinvalid" },
    ]);
    const stolen = await finish(intruder, state, standIn.consent().code);
    expect(stolen.status).toBe(409);
    // The stolen attempt spent the state: the seller starts again.
    expect((await finish(seller, state, standIn.consent().code)).status).toBe(409);
    const status = await server.request("GET", "/api/stripe-connect", { token: intruder.token });
    expect(status.body).toMatchObject({ available: true, accountId: null });
  }, 60_000);

  it("onboards a seller, takes a pay link's card on the seller's account without fee, records a webhook delivered twice once, e-mails each receipt once, and disconnects", async () => {
    const seller = await server.signUp({ language: "pt-BR" });
    const invoice = await newInvoice(seller);
    const token = await linkOf(seller, invoice.id);

    // Before the seller connects, the page offers no card form and the payment cannot start.
    const unconnected = await server.request("GET", `/api/pay/${token}`);
    expect(unconnected.body).toMatchObject({ card: { provider: "none" } });
    const early = await server.request("POST", `/api/pay/${token}/payments/create-intent`);
    expect([early.status, early.body]).toMatchObject([
      409,
      { code: "paylinks.errors.sellernotconnected" },
    ]);

    const state = await startOnboarding(seller);
    const consent = standIn.consent();
    const connected = await finish(seller, state, consent.code);
    expect([connected.status, connected.body]).toMatchObject([
      200,
      { available: true, accountId: consent.accountId },
    ]);

    // Stripe Elements, loaded with the platform's publishable key for the seller's account.
    const opened = await server.request("GET", `/api/pay/${token}`);
    expect(opened.body).toMatchObject({
      card: {
        provider: "stripe",
        publishableKey: standIn.settings.publishableKey,
        account: consent.accountId,
      },
    });
    const started = await server.request("POST", `/api/pay/${token}/payments/create-intent`);
    expect(started.status).toBe(201);
    expect((started.body as CreatePaymentIntentResponse).clientSecret).toMatch(/_secret_/u);
    const { paymentIntentId } = started.body as CreatePaymentIntentResponse;
    const created = standIn.requests.find(
      (request) => request.path === "/v1/payment_intents" && request.method === "POST",
    );
    expect(created).toMatchObject({
      stripeAccount: consent.accountId,
      authorization: "Bearer sk_test_stand_in",
      form: { amount: "17196", currency: "eur" },
    });
    expect(created?.form).not.toHaveProperty("application_fee_amount");

    standIn.settle(paymentIntentId, "succeeded");
    // Signed with the operator's own endpoint secret, or about another account: nothing moves.
    const event = succeededEvent("evt_connect_1", consent.accountId, paymentIntentId);
    expect((await deliver(event, standIn.settings.webhookSecret)).status).toBe(400);
    await deliver({ ...event, id: "evt_other_account", account: "acct_someone_else" });
    expect((await summary(seller, invoice.id)).payments).toHaveLength(0);

    for (const _ of [1, 2]) {
      const delivered = await deliver(event);
      expect([delivered.status, delivered.body]).toMatchObject([200, { received: true }]);
    }
    const paid = await summary(seller, invoice.id);
    expect(paid.payments).toHaveLength(1);
    expect(paid).toMatchObject({ status: "paid", balanceDue: 0, payments: [{ method: "card" }] });

    // The client's own confirmation reads the intent back on the seller's account.
    const confirmed = await server.request("POST", `/api/pay/${token}/payments/confirm`, {
      json: { paymentIntentId },
    });
    expect(confirmed.body).toMatchObject({ status: "succeeded", invoiceStatus: "paid" });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "GET",
      stripeAccount: consent.accountId,
    });
    expect((await summary(seller, invoice.id)).payments).toHaveLength(1);

    // Two webhook deliveries and the client's confirmation: one receipt each, in the seller's
    // language, over SMTP.
    const receipts = await Promise.all(
      smtp.received.map(async (received) => ({
        to: received.recipients,
        mail: await PostalMime.parse(received.raw),
      })),
    );
    expect(receipts.map((receipt) => receipt.to)).toEqual([
      ["charles@example.com"],
      [seller.user.email],
    ]);
    expect(receipts[0]?.mail.subject).toMatch(/^Recibo: seu pagamento de .*171,96 da fatura /u);
    expect(receipts[0]?.mail.text).toContain("Saldo a pagar: €\u00a00,00");
    expect(receipts[0]?.mail.replyTo?.[0]?.address).toBe(seller.user.email);
    expect(receipts[1]?.mail.subject).toMatch(
      /^Pagamento recebido: .*171,96 de Difference Engines/u,
    );

    const disconnected = await server.request("DELETE", "/api/stripe-connect", {
      token: seller.token,
    });
    expect(disconnected.status).toBe(204);
    expect(standIn.deauthorized).toContain(consent.accountId);
    const status = await server.request("GET", "/api/stripe-connect", { token: seller.token });
    expect(status.body).toMatchObject({ accountId: null });
  }, 60_000);
});
