import { addDays, type InvoiceJson, type InvoicePaymentsResponse, todayIn } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend("payments recorded on an invoice", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const newInvoice = async (account: TestAccount, status = "sent") => {
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

  const pay = (account: TestAccount, invoiceId: string, amount: number, fields: object = {}) =>
    server.request("POST", `/api/invoices/${invoiceId}/payments`, {
      token: account.token,
      json: { amount, date: "2026-11-20", method: "transfer", reference: "VIR 42", ...fields },
    });

  const detail = async (account: TestAccount, invoiceId: string) =>
    (await server.request("GET", `/api/invoices/${invoiceId}`, { token: account.token }))
      .body as InvoiceJson & { balanceDue: number; amountPaid: number; paymentProgress: string };

  it("takes partial payments down to a zero balance, then marks the invoice paid on the last one's day", async () => {
    const account = await server.signUp();
    const invoice = await newInvoice(account);
    // 171.96 EUR in all: 100.00, then 50.00, then what is left.
    const first = await pay(account, invoice.id, 100, { date: "2026-11-10" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: "sent",
      amountPaid: 100,
      balanceDue: 71.96,
      paymentProgress: "partlypaid",
      payment: { amount: 100, method: "transfer", reference: "VIR 42", date: "2026-11-10" },
    });
    const partly = await detail(account, invoice.id);
    expect(partly).toMatchObject({
      status: "sent",
      balanceDue: 71.96,
      paymentProgress: "partlypaid",
    });
    await pay(account, invoice.id, 50, { method: "cheque", date: "2026-11-18" });
    const last = await pay(account, invoice.id, 21.96, { method: "sepa", date: "2026-11-15" });
    expect(last.status).toBe(201);
    expect(last.body).toMatchObject({ status: "paid", balanceDue: 0, paymentProgress: "paid" });
    const paid = await detail(account, invoice.id);
    expect(paid).toMatchObject({ status: "paid", paidAt: "2026-11-18T12:00:00.000Z" });
    const list = await server.request("GET", "/api/invoices", { token: account.token });
    expect((list.body as { data: ReadonlyArray<unknown> }).data[0]).toMatchObject({
      id: invoice.id,
      amountPaid: 171.96,
      balanceDue: 0,
      paymentProgress: "paid",
    });
  });

  it("refuses an overpayment with 422 payments.exceedsbalance, recording nothing", async () => {
    const account = await server.signUp();
    const invoice = await newInvoice(account);
    const over = await pay(account, invoice.id, 171.97);
    expect([over.status, over.body]).toMatchObject([422, { code: "payments.exceedsbalance" }]);
    await pay(account, invoice.id, 171.96);
    const again = await pay(account, invoice.id, 0.01);
    expect([again.status, again.body]).toMatchObject([422, { code: "payments.exceedsbalance" }]);
    const state = (
      await server.request("GET", `/api/invoices/${invoice.id}/payments/summary`, {
        token: account.token,
      })
    ).body as InvoicePaymentsResponse;
    expect(state.payments).toHaveLength(1);
  });

  it("counts credit notes and payments in the balance", async () => {
    const account = await server.signUp();
    const invoice = await newInvoice(account);
    const setup = invoice.items.find((item) => item.description === "Setup");
    const credited = await server.request("POST", `/api/invoices/${invoice.id}/credit-notes`, {
      token: account.token,
      json: { reason: "Setup not done", items: [{ itemId: setup?.id }] },
    });
    expect(credited.status).toBe(201);
    const partly = await pay(account, invoice.id, 50);
    expect(partly.body).toMatchObject({ creditedTotal: 100, amountPaid: 50, balanceDue: 21.96 });
    const over = await pay(account, invoice.id, 22);
    expect(over.status).toBe(422);
    const rest = await pay(account, invoice.id, 21.96);
    expect(rest.body).toMatchObject({ status: "paid", balanceDue: 0 });
  });

  it("deletes a mistaken payment, keeping it in the history, and makes the invoice due again", async () => {
    const account = await server.signUp();
    const invoice = await newInvoice(account);
    const paid = (await pay(account, invoice.id, 171.96)).body as InvoicePaymentsResponse;
    const paymentId = paid.payment?.id ?? "";
    const removed = await server.request(
      "DELETE",
      `/api/invoices/${invoice.id}/payments/${paymentId}`,
      { token: account.token },
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      status: "sent",
      amountPaid: 0,
      balanceDue: 171.96,
      paymentProgress: "unpaid",
      payments: [{ id: paymentId }],
    });
    expect((removed.body as InvoicePaymentsResponse).payments[0]?.deletedAt).not.toBeNull();
    const twice = await server.request(
      "DELETE",
      `/api/invoices/${invoice.id}/payments/${paymentId}`,
      { token: account.token },
    );
    expect(twice.status).toBe(404);
    const history = await server.request("GET", `/api/invoices/${invoice.id}/history`, {
      token: account.token,
    });
    expect(
      (history.body as { data: ReadonlyArray<{ event: string }> }).data.map((line) => line.event),
    ).toEqual(expect.arrayContaining(["paymentRecorded", "paymentDeleted"]));
  });

  it("takes no payment on a draft, and none on another user's invoice", async () => {
    const account = await server.signUp();
    const draft = await newInvoice(account, "draft");
    const refused = await pay(account, draft.id, 1);
    expect([refused.status, refused.body]).toMatchObject([
      409,
      { code: "payments.errors.invoicenotpayable" },
    ]);
    const other = await server.signUp();
    const invoice = await newInvoice(account);
    expect((await pay(other, invoice.id, 1)).status).toBe(404);
    const read = await server.request("GET", `/api/invoices/${invoice.id}/payments/summary`, {
      token: other.token,
    });
    expect(read.status).toBe(404);
  });

  it("counts payments by their day, per currency, on the dashboard and in the reports", async () => {
    const timeZone = "Europe/Paris";
    const today = todayIn(timeZone, new Date());
    const account = await server.signUp({ currency: "EUR", timeZone });
    const client = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ name: "Globex" }),
    });
    const clientId = (client.body as { id: string }).id;
    const invoice = async (currency: string, dueDate: string) => {
      const created = await server.request("POST", "/api/invoices", {
        token: account.token,
        json: {
          clientId,
          status: "sent",
          currency,
          issueDate: addDays(today, -10),
          dueDate,
          items: [{ description: "Work", quantity: 1, unitPrice: 300, taxRate: 0 }],
        },
      });
      return created.body as InvoiceJson;
    };
    const dueToday = await invoice("EUR", today);
    const late = await invoice("USD", addDays(today, -2));
    await pay(account, dueToday.id, 100, { date: today });
    await pay(account, late.id, 50, { date: addDays(today, -1) });
    const dashboard = (
      (await server.request("GET", "/api/dashboard", { token: account.token })).body as {
        data: {
          todayRevenue: { paid: number; due: number; otherCurrencies: ReadonlyArray<unknown> };
          overdue: { count: number; otherCurrencies: ReadonlyArray<unknown> };
        };
      }
    ).data;
    // Received today: the EUR payment dated today; due today: what is left of that invoice.
    expect(dashboard.todayRevenue).toMatchObject({ paid: 100, due: 200, otherCurrencies: [] });
    expect(dashboard.overdue).toMatchObject({
      count: 1,
      otherCurrencies: [{ currency: "USD", amount: 250 }],
    });
    const reports = (await server.request("GET", "/api/reports", { token: account.token }))
      .body as {
      revenueByMonth: ReadonlyArray<{ currency: string; paid: number }>;
      outstandingByClient: ReadonlyArray<{ currency: string; outstanding: number }>;
    };
    const paidIn = (currency: string) =>
      reports.revenueByMonth
        .filter((month) => month.currency === currency)
        .reduce((sum, month) => sum + month.paid, 0);
    expect([paidIn("EUR"), paidIn("USD")]).toEqual([100, 50]);
    expect(
      reports.outstandingByClient.map(({ currency, outstanding }) => [currency, outstanding]),
    ).toEqual(
      expect.arrayContaining([
        ["EUR", 200],
        ["USD", 250],
      ]),
    );
  });
});
