import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { buildReportsData, type ReportFigures } from "./build-reports-data.ts";
import { reportPeriod } from "./report-period.ts";
import { ReportsData } from "./reports-data.ts";

const period = reportPeriod("UTC", "2026-03-10", 3);

const figures: ReportFigures = {
  revenueByMonth: [
    { month: "2026-03", currency: "USD", invoiced: 10050, paid: 0, invoiceCount: 2 },
    { month: "2026-02", currency: "JPY", invoiced: 5000, paid: 5000, invoiceCount: 1 },
    { month: "2026-02", currency: "EUR", invoiced: 0, paid: 1999, invoiceCount: 0 },
  ],
  outstandingByClient: [
    {
      clientId: "c1",
      clientName: "Initech",
      currency: "EUR",
      outstanding: 40000,
      overdue: 9900,
      invoiceCount: 2,
      oldestDueDate: "2026-02-10",
    },
    {
      clientId: "c2",
      clientName: "Acme",
      currency: "JPY",
      outstanding: 5000,
      overdue: 0,
      invoiceCount: 1,
      oldestDueDate: "2026-04-01",
    },
  ],
};

describe("buildReportsData", () => {
  const data = buildReportsData(period, figures);

  it("names the period's first and last months", () => {
    expect([data.from, data.to]).toEqual(["2026-01", "2026-03"]);
  });

  it("gives monthly revenue in major units, oldest month first, currencies apart", () => {
    expect(data.revenueByMonth).toEqual([
      { month: "2026-02", currency: "EUR", invoiced: 0, paid: 19.99, invoiceCount: 0 },
      { month: "2026-02", currency: "JPY", invoiced: 5000, paid: 5000, invoiceCount: 1 },
      { month: "2026-03", currency: "USD", invoiced: 100.5, paid: 0, invoiceCount: 2 },
    ]);
  });

  it("lists what clients owe in major units, the largest amount first", () => {
    expect(data.outstandingByClient.map((row) => [row.clientName, row.outstanding])).toEqual([
      ["Acme", 5000],
      ["Initech", 400],
    ]);
    expect(data.outstandingByClient[1]).toMatchObject({ overdue: 99, invoiceCount: 2 });
  });

  it("produces what the response schema accepts", () => {
    expect(Schema.decodeUnknownSync(ReportsData)(data)).toEqual(data);
  });
});
