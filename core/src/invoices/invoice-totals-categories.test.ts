import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceTotals } from "./invoice-totals.ts";

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
  taxRate: fc.constantFrom(20, 10, 5.5),
  vatCategory: fc.constantFrom(null, "S" as const),
});
const untaxed = fc.record({
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
  taxRate: fc.constant(0),
  vatCategory: fc.constantFrom(null, "Z" as const, "AE" as const, "K" as const),
});

describe("invoiceTotals with VAT categories", () => {
  it("keeps a taxed line in one group per rate whether it says S or nothing", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (items) => {
        const stated = invoiceTotals(items, "EUR");
        const unstated = invoiceTotals(
          items.map((item) => ({ ...item, vatCategory: null })),
          "EUR",
        );
        expect(stated).toEqual(unstated);
      }),
    );
  });

  it("gives each category at 0 % its own row, the total unchanged and no tax", () => {
    fc.assert(
      fc.property(fc.array(untaxed, { minLength: 1, maxLength: 8 }), (items) => {
        const totals = invoiceTotals(items, "EUR");
        const categories = totals.taxBreakdown.map((row) => row.vatCategory);
        expect(new Set(categories).size).toBe(categories.length);
        expect(totals.taxAmount).toBe(0);
        expect(totals.total).toBe(
          invoiceTotals(
            items.map((item) => ({ ...item, vatCategory: null })),
            "EUR",
          ).total,
        );
      }),
    );
  });
});
