import { type SmtpStandIn, startSmtpStandIn } from "@invoicing/adapters/testing/email";
import type {
  CreatePaymentIntentResponse,
  InvoiceJson,
  InvoicePaymentsResponse,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

// Each test makes an account, an issued invoice and its link: seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describeEachBackend("pay links", (backend) => {
  let server: TestServer;
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(backend, {
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
    await smtp?.close();
  });

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
    expect(made.status).toBe(201);
    const { url } = made.body as { url: string };
    return url.slice(url.lastIndexOf("/pay/") + "/pay/".length);
  };

  /** The client's steps, without an account: start, pay with `number`, confirm. */
  const payAnonymously = async (token: string, number: string) => {
    const started = await server.request("POST", `/api/pay/${token}/payments/create-intent`);
    expect(started.status).toBe(201);
    const { paymentIntentId } = started.body as CreatePaymentIntentResponse;
    const card = await server.request("POST", `/api/pay/${token}/payments/sandbox/confirm`, {
      json: { paymentIntentId, number, expiry: "12/34", cvc: "123" },
    });
    expect(card.status).toBe(200);
    return paymentIntentId;
  };

  it("opens the invoice's summary to anyone holding the link, with a token of 256 bits stored hashed", async () => {
    const seller = await server.signUp();
    const invoice = await newInvoice(seller);
    await server.request("POST", `/api/invoices/${invoice.id}/payments`, {
      token: seller.token,
      json: { amount: 100, date: "2026-11-20", method: "transfer" },
    });
    const token = await linkOf(seller, invoice.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const opened = await server.request("GET", `/api/pay/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      currency: "EUR",
      total: 171.96,
      amountPaid: 100,
      balanceDue: 71.96,
      paymentProgress: "partlypaid",
      // No Stripe Connect on this server: the page shows the sandbox's card form.
      card: { provider: "sandbox" },
    });
    const pdf = await server.request("GET", `/api/pay/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    const stored = await server.sql("select token_hash from pay_links where invoice_id = ?", [
      invoice.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("records an anonymous sandbox payment of the balance once, however often it is confirmed, and e-mails each receipt once", async () => {
    const seller = await server.signUp({ language: "fr" });
    const invoice = await newInvoice(seller);
    const token = await linkOf(seller, invoice.id);
    const paymentIntentId = await payAnonymously(token, "4242 4242 4242 4242");
    for (const _ of [1, 2]) {
      const confirmed = await server.request("POST", `/api/pay/${token}/payments/confirm`, {
        json: { paymentIntentId },
      });
      expect(confirmed.body).toMatchObject({ status: "succeeded", invoiceStatus: "paid" });
    }
    const state = (
      await server.request("GET", `/api/invoices/${invoice.id}/payments/summary`, {
        token: seller.token,
      })
    ).body as InvoicePaymentsResponse;
    expect(state.payments).toHaveLength(1);
    expect(state).toMatchObject({ status: "paid", balanceDue: 0, payments: [{ method: "card" }] });
    const receipts = smtp.received.filter((received) =>
      received.recipients.some((to) => to === seller.user.email),
    );
    expect(receipts).toHaveLength(1);
    const toSeller = await PostalMime.parse(receipts[0]?.raw ?? "");
    expect(toSeller.subject).toMatch(/^Paiement reçu : 171,96\s€ de Difference Engines Ltd/u);
    const again = await server.request("POST", `/api/pay/${token}/payments/create-intent`);
    // A paid invoice takes no further card payment.
    expect([again.status, again.body]).toMatchObject([
      409,
      { code: "invoices.errors.invalidstatustransition" },
    ]);
  });

  it("puts the live pay link in invoice e-mails, sealed at rest, unless revoked or switched off", async () => {
    const seller = await server.signUp();
    const invoice = await newInvoice(seller);
    const made = await server.request("POST", `/api/invoices/${invoice.id}/pay-link`, {
      token: seller.token,
    });
    const { url } = made.body as { url: string };
    const token = url.slice(url.lastIndexOf("/pay/") + "/pay/".length);
    const emailed = async () => {
      const sent = await server.request("POST", `/api/email/send-invoice/${invoice.id}`, {
        token: seller.token,
        json: { method: "smtp" },
      });
      expect(sent.status).toBe(200);
      return (await PostalMime.parse(smtp.received.at(-1)?.raw ?? "")).text ?? "";
    };

    const withLink = await emailed();
    expect(withLink).toContain(`You can pay this invoice online by card:\n${url}\n`);
    // The database keeps the token's hash and the token sealed, never the token itself.
    const [stored] = (await server.sql(
      "select token_hash, sealed_token from pay_links where invoice_id = ?",
      [invoice.id],
    )) as { token_hash: string; sealed_token: string }[];
    expect(stored?.sealed_token).toMatch(/^v1\./u);
    expect(JSON.stringify(stored)).not.toContain(token);

    const switchedOff = await server.request("PUT", "/api/user/notifications", {
      token: seller.token,
      json: { payLinkInInvoiceEmails: false },
    });
    expect(switchedOff.body).toMatchObject({ payLinkInInvoiceEmails: false });
    expect(await emailed()).not.toContain("/pay/");

    await server.request("PUT", "/api/user/notifications", { token: seller.token, json: {} });
    await server.request("DELETE", `/api/invoices/${invoice.id}/pay-link`, { token: seller.token });
    const afterRevoke = await emailed();
    expect(afterRevoke).not.toContain("/pay/");
    expect(afterRevoke).toContain(invoice.invoiceNumber ?? "");
  });

  it("leaves the invoice unpaid when the card is declined", async () => {
    const seller = await server.signUp();
    const invoice = await newInvoice(seller);
    const token = await linkOf(seller, invoice.id);
    const paymentIntentId = await payAnonymously(token, "4000 0000 0000 0002");
    const confirmed = await server.request("POST", `/api/pay/${token}/payments/confirm`, {
      json: { paymentIntentId },
    });
    expect(confirmed.body).toMatchObject({ status: "failed", invoiceStatus: "sent" });
  });

  it("opens nothing for a revoked, replaced or guessed token, nor another invoice's payment", async () => {
    const seller = await server.signUp();
    const invoice = await newInvoice(seller);
    const other = await newInvoice(seller);
    const first = await linkOf(seller, invoice.id);
    const second = await linkOf(seller, invoice.id);
    const otherToken = await linkOf(seller, other.id);
    const otherIntent = await payAnonymously(otherToken, "4242424242424242");
    for (const token of [first, "A".repeat(43), "not-a-token"]) {
      const opened = await server.request("GET", `/api/pay/${token}`);
      expect([opened.status, opened.body]).toMatchObject([
        404,
        { code: "paylinks.errors.unavailable" },
      ]);
    }
    const crossed = await server.request("POST", `/api/pay/${second}/payments/confirm`, {
      json: { paymentIntentId: otherIntent },
    });
    expect(crossed.status).toBe(404);
    const revoked = await server.request("DELETE", `/api/invoices/${invoice.id}/pay-link`, {
      token: seller.token,
    });
    expect(revoked.status).toBe(204);
    expect((await server.request("GET", `/api/pay/${second}`)).status).toBe(404);
    const intruder = await server.signUp();
    const stolen = await server.request("POST", `/api/invoices/${other.id}/pay-link`, {
      token: intruder.token,
    });
    expect(stolen.status).toBe(404);
  });
});
