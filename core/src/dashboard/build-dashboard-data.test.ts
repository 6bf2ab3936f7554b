import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { formatInvoiceNumber } from "../invoices/invoice-number.ts";
import { buildDashboardData, type DashboardFigures } from "./build-dashboard-data.ts";
import { DashboardData, OverdueInvoice, RecentInvoice } from "./dashboard-data.ts";

const figures: DashboardFigures = {
  userCurrency: "EUR",
  today: "2026-03-10",
  revenue: [
    { currency: "USD", paid: 10000, due: 0 },
    { currency: "EUR", paid: 12050, due: 5000 },
  ],
  overdue: [
    { currency: "JPY", count: 1, amount: 5000 },
    { currency: "EUR", count: 2, amount: 30000 },
  ],
  overdueInvoices: [1, 2, 3, 4, 5, 6].map((n) => ({
    id: `i${n}`,
    invoiceNumber: formatInvoiceNumber(n),
    clientName: "Acme",
    total: 15000,
    currency: "EUR" as const,
    dueDate: `2026-03-0${9 - n}`,
  })),
  recentInvoices: [
    {
      id: "r1",
      invoiceNumber: null,
      clientName: "Acme",
      total: 1234,
      currency: "JPY",
      status: "draft",
      issueDate: "2026-03-10",
      dueDate: "2026-04-09",
    },
  ],
  totals: {
    statusCounts: { draft: 4, sent: 3, paid: 7, overdue: 2, cancelled: 1 },
    issuedToday: 2,
    revenue: [
      { currency: "JPY", paid: 12000, outstanding: 0 },
      { currency: "EUR", paid: 99999, outstanding: 1050 },
    ],
  },
};

const emptyTotals: DashboardFigures["totals"] = {
  statusCounts: { draft: 0, sent: 0, paid: 0, overdue: 0, cancelled: 0 },
  issuedToday: 0,
  revenue: [],
};

describe("buildDashboardData", () => {
  const data = buildDashboardData(figures);

  it("shows today's revenue in the user's currency, other currencies beneath, never summed", () => {
    expect(data.todayRevenue).toEqual({
      currency: "EUR",
      paid: 120.5,
      due: 50,
      total: 170.5,
      otherCurrencies: [{ currency: "USD", paid: 100, due: 0, total: 100 }],
    });
  });

  it("counts overdue invoices across currencies but sums their amounts per currency", () => {
    expect(data.overdue).toEqual({
      count: 3,
      currency: "EUR",
      amount: 300,
      otherCurrencies: [{ currency: "JPY", amount: 5000 }],
    });
  });

  it("lists the five longest overdue invoices with their days overdue", () => {
    expect(data.overdueInvoices.map((i) => [i.invoiceNumber, i.daysOverdue])).toEqual([
      ["INV-006", 7],
      ["INV-005", 6],
      ["INV-004", 5],
      ["INV-003", 4],
      ["INV-002", 3],
    ]);
    expect(data.overdueInvoices[0]?.total).toBe(150);
  });

  it("shows zeros in the user's currency on an empty dashboard", () => {
    const empty = buildDashboardData({
      ...figures,
      revenue: [],
      overdue: [],
      overdueInvoices: [],
      recentInvoices: [],
    });
    expect(empty.todayRevenue).toEqual({
      currency: "EUR",
      paid: 0,
      due: 0,
      total: 0,
      otherCurrencies: [],
    });
    expect(empty.overdue).toEqual({ count: 0, currency: "EUR", amount: 0, otherCurrencies: [] });
  });

  it("gives recent invoices in major units, drafts without a number", () => {
    expect(data.recentInvoices).toEqual([{ ...figures.recentInvoices[0], total: 1234 }]);
  });

  it("answers only the response's fields, whatever else the database selected", () => {
    const recent = figures.recentInvoices.map((invoice) => ({ ...invoice, ordinal: 1 }));
    const overdue = figures.overdueInvoices.map((invoice) => ({ ...invoice, number: 7 }));
    const built = buildDashboardData({
      ...figures,
      recentInvoices: recent,
      overdueInvoices: overdue,
    });
    expect(Object.keys(built.recentInvoices[0] ?? {}).sort()).toEqual(
      Object.keys(RecentInvoice.fields).sort(),
    );
    expect(Object.keys(built.overdueInvoices[0] ?? {}).sort()).toEqual(
      Object.keys(OverdueInvoice.fields).sort(),
    );
  });

  it("totals every invoice and each status, and the money per currency, the user's first", () => {
    expect(data.totals).toEqual({
      invoiceCount: 17,
      issuedToday: 2,
      statusCounts: { draft: 4, sent: 3, paid: 7, overdue: 2, cancelled: 1 },
      revenue: {
        currency: "EUR",
        paid: 999.99,
        outstanding: 10.5,
        otherCurrencies: [{ currency: "JPY", paid: 12000, outstanding: 0 }],
      },
    });
  });

  it("gives totals of zero in the user's currency to a user without invoices", () => {
    expect(buildDashboardData({ ...figures, totals: emptyTotals }).totals).toEqual({
      invoiceCount: 0,
      issuedToday: 0,
      statusCounts: { draft: 0, sent: 0, paid: 0, overdue: 0, cancelled: 0 },
      revenue: { currency: "EUR", paid: 0, outstanding: 0, otherCurrencies: [] },
    });
  });

  it("produces what the response schema accepts", () => {
    expect(Schema.decodeUnknownSync(DashboardData)(data)).toEqual(data);
  });
});
