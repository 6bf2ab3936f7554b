import { describe, expect, it } from "vitest";
import { aDraftInvoice, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { EXPORT_MAX_ROWS } from "../exports/invoices-csv.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { dashboard } from "./dashboard.ts";
import { exportInvoicesCsv } from "./export-invoices-csv.ts";
import { markOverdueInvoices } from "./mark-overdue-invoices.ts";
import { registerUser } from "./register-user.ts";
import { reports } from "./reports.ts";

const inZone = async (timeZone: string) => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration({ timeZone, currency: "USD" })));
  return { ports, user, userId: user.id };
};

const storedInvoice = (userId: string, n: number): Invoice =>
  aDraftInvoice({
    id: `i${n}`,
    userId,
    clientId: "c1",
    issueDate: "2026-03-01",
    dueDate: "2026-03-31",
    currency: "USD",
    items: [],
    subtotal: 100,
    taxAmount: 0,
    total: 100,
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-01T08:00:00.000Z",
  });

const allInvoices = { q: "", status: "all", sort: "-issueDate" } as const;

describe("dashboard", () => {
  it("asks the database about today in the user's time zone, with that day's instants", async () => {
    const { ports, user } = await inZone("Pacific/Auckland");
    ports.state.now = "2026-03-31T12:00:00.000Z";
    await ports.run(dashboard(user));
    expect(ports.state.dashboardDays).toEqual([
      {
        today: "2026-04-01",
        start: "2026-03-31T11:00:00.000Z",
        end: "2026-04-01T11:00:00.000Z",
      },
    ]);
  });

  it("leads the cards with the user's currency and counts days overdue from today", async () => {
    const { ports, user } = await inZone("UTC");
    ports.state.dashboardFigures = {
      revenue: [{ currency: "EUR", paid: 5000, due: 0 }],
      overdue: [{ currency: "EUR", count: 1, amount: 12000 }],
      overdueInvoices: [
        {
          id: "i1",
          invoiceNumber: "INV-001",
          clientName: "Acme",
          total: 12000,
          currency: "EUR",
          dueDate: "2026-03-28",
        },
      ],
      recentInvoices: [],
      totals: {
        statusCounts: { draft: 0, sent: 0, paid: 0, overdue: 1, cancelled: 0 },
        issuedToday: 0,
        revenue: [{ currency: "EUR", paid: 5000, outstanding: 12000 }],
      },
    };
    const data = await ports.run(dashboard(user));
    expect(data.todayRevenue).toEqual({
      currency: "USD",
      paid: 0,
      due: 0,
      total: 0,
      otherCurrencies: [{ currency: "EUR", paid: 50, due: 0, total: 50 }],
    });
    expect(data.overdueInvoices[0]).toMatchObject({ total: 120, daysOverdue: 3 });
  });
});

describe("reports", () => {
  it("asks the database about the last months in the user's time zone, today's month last", async () => {
    const { ports, userId } = await inZone("Pacific/Auckland");
    ports.state.now = "2026-03-31T12:00:00.000Z";
    ports.state.reportFigures = {
      revenueByMonth: [
        { month: "2026-04", currency: "JPY", invoiced: 5000, paid: 0, invoiceCount: 1 },
        { month: "2026-03", currency: "USD", invoiced: 1999, paid: 1999, invoiceCount: 1 },
      ],
      outstandingByClient: [],
    };
    const data = await ports.run(reports(userId, { months: 2 }));
    expect(ports.state.reportPeriods).toEqual([
      {
        from: "2026-03",
        to: "2026-04",
        months: [
          { month: "2026-03", start: "2026-02-28T11:00:00.000Z", end: "2026-03-31T11:00:00.000Z" },
          { month: "2026-04", start: "2026-03-31T11:00:00.000Z", end: "2026-04-30T12:00:00.000Z" },
        ],
        firstDay: "2026-03-01",
        endDay: "2026-05-01",
        start: "2026-02-28T11:00:00.000Z",
        end: "2026-04-30T12:00:00.000Z",
        today: "2026-04-01",
      },
    ]);
    expect(data).toEqual({
      from: "2026-03",
      to: "2026-04",
      revenueByMonth: [
        { month: "2026-03", currency: "USD", invoiced: 19.99, paid: 19.99, invoiceCount: 1 },
        { month: "2026-04", currency: "JPY", invoiced: 5000, paid: 0, invoiceCount: 1 },
      ],
      outstandingByClient: [],
    });
  });
});

describe("exportInvoicesCsv", () => {
  it("names the file after today in the user's zone", async () => {
    const { ports, userId } = await inZone("America/Los_Angeles");
    ports.state.now = "2026-04-01T03:00:00.000Z";
    ports.state.invoices.set("i1", storedInvoice(userId, 1));
    const file = await ports.run(exportInvoicesCsv({ userId, query: allInvoices }));
    expect(file.filename).toBe("invoices-2026-03-31.csv");
    expect(file.content.split("\r\n")).toHaveLength(3);
  });

  it("refuses a selection larger than the export limit rather than cutting it", async () => {
    const { ports, userId } = await inZone("UTC");
    for (let n = 0; n <= EXPORT_MAX_ROWS; n++) {
      ports.state.invoices.set(`i${n}`, storedInvoice(userId, n));
    }
    const error = await ports.failure(exportInvoicesCsv({ userId, query: allInvoices }));
    expect(error).toMatchObject({ key: "invoices.errors.exporttoolarge", limit: EXPORT_MAX_ROWS });
  });
});

describe("markOverdueInvoices", () => {
  it("runs the overdue move at the clock's time", async () => {
    const ports = inMemoryPorts();
    await ports.run(markOverdueInvoices);
    expect(ports.state.overdueRuns).toEqual(["2026-03-31T10:00:00.000Z"]);
  });
});
