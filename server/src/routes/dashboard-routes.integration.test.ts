import { addDays, RecentInvoice, todayIn } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeZone = "Europe/Paris";

interface DashboardAnswer {
  readonly data: {
    readonly overdue: { readonly count: number };
    readonly recentInvoices: ReadonlyArray<Record<string, unknown>>;
    readonly totals: unknown;
  };
}

describeEachBackend("dashboard route", (backend) => {
  let server: TestServer;
  let owner: TestAccount;
  const today = todayIn(timeZone, new Date());

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.signUp({ currency: "USD", timeZone });
    const client = await server.request("POST", "/api/clients", {
      token: owner.token,
      json: clientBody({ name: "Initech" }),
    });
    const clientId = (client.body as { id: string }).id;
    // Oldest first: numbers follow issue dates.
    const invoices = [
      { status: "sent", price: 99, issueDate: addDays(today, -20), dueDate: addDays(today, -4) },
      { status: "paid", price: 240 },
      { status: "paid", price: 80, currency: "EUR" },
      { status: "sent", price: 150, dueDate: today },
      { status: "draft", price: 500 },
      { status: "cancelled", price: 70 },
    ];
    for (const invoice of invoices) {
      const response = await server.request("POST", "/api/invoices", {
        token: owner.token,
        json: {
          clientId,
          status: invoice.status,
          currency: invoice.currency ?? "USD",
          issueDate: invoice.issueDate ?? today,
          dueDate: invoice.dueDate ?? addDays(today, 30),
          items: [{ description: "Work", quantity: 1, unitPrice: invoice.price, taxRate: 0 }],
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
  }, 60_000);
  afterAll(() => server?.close());

  const dashboard = async (token: string) => {
    const response = await server.request("GET", "/api/dashboard", { token });
    expect(response.status).toBe(200);
    return (response.body as DashboardAnswer).data;
  };

  it("totals every invoice, each status (sent past due as overdue) and the revenue per currency", async () => {
    const data = await dashboard(owner.token);
    expect(data.totals).toEqual({
      invoiceCount: 6,
      issuedToday: 5,
      statusCounts: { draft: 1, sent: 1, paid: 2, overdue: 1, cancelled: 1 },
      revenue: {
        currency: "USD",
        paid: 240,
        outstanding: 249,
        otherCurrencies: [{ currency: "EUR", paid: 80, outstanding: 0 }],
      },
    });
    expect(data.overdue.count).toBe(1);
  });

  it("answers recent invoices with the documented fields only", async () => {
    const data = await dashboard(owner.token);
    expect(data.recentInvoices).toHaveLength(5);
    for (const invoice of data.recentInvoices) {
      expect(Object.keys(invoice).sort()).toEqual(Object.keys(RecentInvoice.fields).sort());
    }
  });

  it("shows another user zeros, none of the owner's figures", async () => {
    const intruder = await server.signUp({ currency: "EUR", timeZone });
    const data = await dashboard(intruder.token);
    expect(data.recentInvoices).toEqual([]);
    expect(data.totals).toEqual({
      invoiceCount: 0,
      issuedToday: 0,
      statusCounts: { draft: 0, sent: 0, paid: 0, overdue: 0, cancelled: 0 },
      revenue: { currency: "EUR", paid: 0, outstanding: 0, otherCurrencies: [] },
    });
  });
});
