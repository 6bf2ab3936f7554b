import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareMonthRevenue, compareOutstanding } from "./report-order.ts";

describe("compareOutstanding", () => {
  it("puts the largest amount first, then orders by client name, id and currency", () => {
    const rows = [
      { clientId: "c2", clientName: "Beta", currency: "EUR", outstanding: 400 },
      { clientId: "c1", clientName: "Alfa", currency: "JPY", outstanding: 5000 },
      { clientId: "c3", clientName: "Alfa", currency: "USD", outstanding: 400 },
      { clientId: "c1", clientName: "Alfa", currency: "EUR", outstanding: 400 },
    ];
    expect(rows.toSorted(compareOutstanding).map((r) => `${r.clientId} ${r.currency}`)).toEqual([
      "c1 JPY",
      "c1 EUR",
      "c3 USD",
      "c2 EUR",
    ]);
  });

  it("gives one order whatever the input order", () => {
    const row = fc.record({
      clientId: fc.constantFrom("c1", "c2", "c3"),
      clientName: fc.constantFrom("Alfa", "Beta"),
      currency: fc.constantFrom("EUR", "USD"),
      outstanding: fc.integer({ min: 0, max: 3 }),
    });
    const rows = fc.uniqueArray(row, {
      selector: (r) => `${r.clientId} ${r.currency}`,
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        rows.chain((xs) =>
          fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length })),
        ),
        ([xs, ys]) => {
          expect(ys.toSorted(compareOutstanding)).toEqual(xs.toSorted(compareOutstanding));
        },
      ),
    );
  });
});

describe("compareMonthRevenue", () => {
  it("puts the oldest month first, then orders by currency", () => {
    const rows = [
      { month: "2026-03", currency: "EUR" },
      { month: "2026-02", currency: "USD" },
      { month: "2026-02", currency: "EUR" },
    ];
    expect(rows.toSorted(compareMonthRevenue)).toEqual([
      { month: "2026-02", currency: "EUR" },
      { month: "2026-02", currency: "USD" },
      { month: "2026-03", currency: "EUR" },
    ]);
  });
});
