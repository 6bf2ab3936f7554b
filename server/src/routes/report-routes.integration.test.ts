import { addDays, addMonths, monthOfDate, todayIn } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

const timeZone = "Europe/Paris";

describeEachBackend("report routes", (backend) => {
  let server: TestServer;
  let owner: TestAccount;
  let initech: string;
  let umbrella: string;
  const today = todayIn(timeZone, new Date());
  const thisMonth = monthOfDate(today);
  const lateIssue = addDays(today, -20);

  const addInvoice = async (fields: {
    clientId: string;
    status: string;
    price: number;
    currency?: string;
    issueDate?: string;
    dueDate?: string;
  }) => {
    const response = await server.request("POST", "/api/invoices", {
      token: owner.token,
      json: {
        clientId: fields.clientId,
        status: fields.status,
        currency: fields.currency ?? "USD",
        issueDate: fields.issueDate ?? today,
        dueDate: fields.dueDate ?? addDays(today, 30),
        items: [{ description: "Work", quantity: 1, unitPrice: fields.price, taxRate: 0 }],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  };

  const createClient = async (name: string) => {
    const response = await server.request("POST", "/api/clients", {
      token: owner.token,
      json: clientBody({ name }),
    });
    return (response.body as { id: string }).id;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.signUp({ currency: "USD", timeZone });
    initech = await createClient("Initech");
    umbrella = await createClient("Umbrella");
    // Oldest first: numbers follow issue dates.
    await addInvoice({
      clientId: initech,
      status: "sent",
      price: 99,
      issueDate: lateIssue,
      dueDate: addDays(today, -4),
    });
    await addInvoice({ clientId: initech, status: "paid", price: 240 });
    await addInvoice({ clientId: initech, status: "paid", price: 80, currency: "EUR" });
    await addInvoice({ clientId: initech, status: "sent", price: 150, dueDate: today });
    await addInvoice({ clientId: initech, status: "draft", price: 500 });
    await addInvoice({ clientId: initech, status: "cancelled", price: 70 });
    await addInvoice({ clientId: umbrella, status: "sent", price: 1000, currency: "JPY" });
  }, 60_000);
  afterAll(() => server?.close());

  const report = (query: string, token = owner.token) =>
    server.request("GET", `/api/reports${query}`, { token });

  // The late invoice was issued 20 days ago: this month, or the one before.
  const lateThisMonth = monthOfDate(lateIssue) === thisMonth;
  const expectedRevenue = [
    ...(lateThisMonth
      ? []
      : [
          {
            month: monthOfDate(lateIssue),
            currency: "USD",
            invoiced: 99,
            paid: 0,
            invoiceCount: 1,
          },
        ]),
    { month: thisMonth, currency: "EUR", invoiced: 80, paid: 80, invoiceCount: 1 },
    { month: thisMonth, currency: "JPY", invoiced: 1000, paid: 0, invoiceCount: 1 },
    {
      month: thisMonth,
      currency: "USD",
      invoiced: lateThisMonth ? 489 : 390,
      paid: 240,
      invoiceCount: lateThisMonth ? 3 : 2,
    },
  ];

  it("covers the last twelve months by default: invoiced and received per month and currency, and what each client owes", async () => {
    const response = await report("");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      from: addMonths(thisMonth, -11),
      to: thisMonth,
      revenueByMonth: expectedRevenue,
      outstandingByClient: [
        {
          clientId: umbrella,
          clientName: "Umbrella",
          currency: "JPY",
          outstanding: 1000,
          overdue: 0,
          invoiceCount: 1,
          oldestDueDate: addDays(today, 30),
        },
        {
          clientId: initech,
          clientName: "Initech",
          currency: "USD",
          outstanding: 249,
          overdue: 99,
          invoiceCount: 2,
          oldestDueDate: addDays(today, -4),
        },
      ],
    });
  });

  it("covers the months asked for", async () => {
    const response = await report("?months=3");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      from: addMonths(thisMonth, -2),
      to: thisMonth,
      revenueByMonth: expectedRevenue,
    });
    const single = await report("?months=1");
    expect(single.body).toMatchObject({ from: thisMonth, to: thisMonth });
  });

  it("refuses months that are no whole number from 1 to 36, naming the field", async () => {
    for (const query of ["0", "37", "1.5", "twelve", "", "3&months=6"]) {
      const response = await report(`?months=${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body, query).toMatchObject({
        success: false,
        code: "common.errors.validation",
        fields: { months: "reports.errors.invalidmonths" },
      });
    }
  });

  it("shows another user none of the owner's figures", async () => {
    const intruder = await server.signUp({ currency: "USD", timeZone });
    const response = await report("", intruder.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ revenueByMonth: [], outstandingByClient: [] });
  });

  it("answers 401 without a session", async () => {
    const response = await server.request("GET", "/api/reports");
    expect(response.status).toBe(401);
  });
});
