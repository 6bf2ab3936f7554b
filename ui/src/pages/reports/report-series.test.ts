import type { ReportsData } from "@invoicing/core";
import { describe, expect, it } from "vitest";
import { monthlySeries, monthsBetween, periodSums, reportCurrencies } from "./report-series.ts";

const report: ReportsData = {
  from: "2025-11",
  to: "2026-02",
  revenueByMonth: [
    { month: "2025-12", currency: "EUR", invoiced: 0.1, paid: 0.1, invoiceCount: 1 },
    { month: "2026-02", currency: "EUR", invoiced: 0.2, paid: 0, invoiceCount: 2 },
    { month: "2026-01", currency: "USD", invoiced: 50, paid: 50, invoiceCount: 1 },
  ],
  outstandingByClient: [
    {
      clientId: "c1",
      clientName: "Acme",
      currency: "EUR",
      outstanding: 0.2,
      overdue: 0,
      invoiceCount: 2,
      oldestDueDate: "2026-03-01",
    },
    {
      clientId: "c2",
      clientName: "Yamada",
      currency: "JPY",
      outstanding: 1200,
      overdue: 1200,
      invoiceCount: 1,
      oldestDueDate: "2026-01-10",
    },
  ],
};

describe("the reports' series", () => {
  it("lists every month of the period across a year's end", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(monthsBetween("2026-03", "2026-03")).toEqual(["2026-03"]);
  });

  it("fills months without activity with zeros, one currency at a time", () => {
    expect(monthlySeries(report, "EUR")).toEqual([
      { month: "2025-11", invoiced: 0, paid: 0, invoiceCount: 0 },
      { month: "2025-12", invoiced: 0.1, paid: 0.1, invoiceCount: 1 },
      { month: "2026-01", invoiced: 0, paid: 0, invoiceCount: 0 },
      { month: "2026-02", invoiced: 0.2, paid: 0, invoiceCount: 2 },
    ]);
  });

  it("puts the user's currency first even without figures, then the others by code", () => {
    expect(reportCurrencies(report, "GBP")).toEqual(["GBP", "EUR", "JPY", "USD"]);
    expect(reportCurrencies(report, "USD")).toEqual(["USD", "EUR", "JPY"]);
  });

  it("adds amounts exactly, never mixing currencies", () => {
    expect(periodSums(monthlySeries(report, "EUR"), report.outstandingByClient, "EUR")).toEqual({
      invoiced: 0.3,
      paid: 0.1,
      outstanding: 0.2,
    });
    expect(periodSums(monthlySeries(report, "JPY"), report.outstandingByClient, "JPY")).toEqual({
      invoiced: 0,
      paid: 0,
      outstanding: 1200,
    });
  });
});
