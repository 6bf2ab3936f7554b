import type {
  CreatePaymentIntentResponse,
  InvoiceJson,
  InvoicePaymentResponse,
  PaymentListResponse,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend("card payment of an invoice", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const newInvoice = async (account: TestAccount, status: string) => {
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody(),
    });
    const created = await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody((client.body as { id: string }).id, { status, currency: "EUR" }),
    });
    expect(created.status).toBe(201);
    return created.body as InvoiceJson;
  };

  const startPayment = (account: TestAccount, invoiceId: string) =>
    server.request("POST", `/api/invoices/${invoiceId}/payments/create-intent`, {
      token: account.token,
    });

  const payWith4242 = (account: TestAccount, paymentIntentId: string) =>
    server.request("POST", "/api/payments/sandbox/confirm", {
      token: account.token,
      json: { paymentIntentId, number: "4242424242424242", expiry: "12/34", cvc: "123" },
    });

  it("charges a sent invoice's total in its currency and marks it paid", async () => {
    const account = await server.signUp();
    const invoice = await newInvoice(account, "sent");
    const started = await startPayment(account, invoice.id);
    expect(started.status).toBe(201);
    const { paymentIntentId } = started.body as CreatePaymentIntentResponse;
    await payWith4242(account, paymentIntentId);
    const confirmed = await server.request("POST", `/api/invoices/${invoice.id}/payments/confirm`, {
      token: account.token,
      json: { paymentIntentId },
    });
    expect(confirmed.status).toBe(200);
    const body = confirmed.body as InvoicePaymentResponse;
    expect(body).toMatchObject({
      success: true,
      payment: {
        invoiceId: invoice.id,
        planId: null,
        amount: invoice.total,
        currency: "EUR",
        status: "succeeded",
      },
      invoice: { id: invoice.id, status: "paid" },
    });
    expect(body.invoice.paidAt).not.toBeNull();
    const detail = await server.request("GET", `/api/invoices/${invoice.id}`, {
      token: account.token,
    });
    expect(detail.body).toMatchObject({ status: "paid" });
    const { data } = (await server.request("GET", "/api/payments", { token: account.token }))
      .body as PaymentListResponse;
    expect(data[0]).toMatchObject({ invoiceId: invoice.id, refundable: false });
    expect(
      (await server.request("GET", "/api/billing/subscription", { token: account.token })).body,
    ).toEqual({ subscription: null });
  });

  it("refuses to take a payment for a draft or a paid invoice", async () => {
    const account = await server.signUp();
    for (const status of ["draft", "paid"]) {
      const invoice = await newInvoice(account, status);
      const response = await startPayment(account, invoice.id);
      expect(response.status, status).toBe(409);
      expect(response.body).toMatchObject({ code: "invoices.errors.invalidstatustransition" });
    }
  });

  it("leaves the invoice unpaid when the card is declined", async () => {
    const account = await server.signUp();
    const invoice = await newInvoice(account, "sent");
    const { paymentIntentId } = (await startPayment(account, invoice.id))
      .body as CreatePaymentIntentResponse;
    await server.request("POST", "/api/payments/sandbox/confirm", {
      token: account.token,
      json: { paymentIntentId, number: "4000000000000002", expiry: "12/34", cvc: "123" },
    });
    const confirmed = await server.request("POST", `/api/invoices/${invoice.id}/payments/confirm`, {
      token: account.token,
      json: { paymentIntentId },
    });
    expect(confirmed.body).toMatchObject({
      success: false,
      payment: { status: "failed", failureReason: "Your card was declined." },
      invoice: { status: "sent" },
    });
  });

  it("confirms a payment only on the invoice it was started for", async () => {
    const account = await server.signUp();
    const paid = await newInvoice(account, "sent");
    const other = await newInvoice(account, "sent");
    const { paymentIntentId } = (await startPayment(account, paid.id))
      .body as CreatePaymentIntentResponse;
    await payWith4242(account, paymentIntentId);
    const response = await server.request("POST", `/api/invoices/${other.id}/payments/confirm`, {
      token: account.token,
      json: { paymentIntentId },
    });
    expect(response.status).toBe(404);
    const detail = await server.request("GET", `/api/invoices/${other.id}`, {
      token: account.token,
    });
    expect(detail.body).toMatchObject({ status: "sent" });
  });

  it("refuses to refund a card payment of an invoice, which stays paid", async () => {
    const account = await server.signUp();
    const invoice = await newInvoice(account, "overdue");
    const { paymentIntentId } = (await startPayment(account, invoice.id))
      .body as CreatePaymentIntentResponse;
    await payWith4242(account, paymentIntentId);
    const confirmed = await server.request("POST", `/api/invoices/${invoice.id}/payments/confirm`, {
      token: account.token,
      json: { paymentIntentId },
    });
    const { payment } = confirmed.body as InvoicePaymentResponse;
    const refund = await server.request("POST", `/api/payments/${payment.id}/refund`, {
      token: account.token,
    });
    expect(refund.status).toBe(409);
    expect(refund.body).toMatchObject({ code: "payments.errors.notrefundable" });
  });
});
