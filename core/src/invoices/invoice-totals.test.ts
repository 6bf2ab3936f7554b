import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencies } from "../money/currency.ts";
import { MAX_INVOICE_ITEMS, MAX_LINE_NET_MINOR_UNITS } from "./invoice-limits.ts";
import { invoiceTotals, type TotalsItem } from "./invoice-totals.ts";

const rate = fc.oneof(
  fc.constantFrom(0, 2.1, 5.5, 10, 20),
  fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
);
const item: fc.Arbitrary<TotalsItem> = fc.record({
  quantity: fc.integer({ min: 1, max: 1000 }),
  unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
  taxRate: rate,
});
const items = fc.array(item, { minLength: 1, maxLength: 30 });
const currency = fc.constantFrom(...currencies);

const tenths = (taxRate: number) => BigInt(Math.round(taxRate * 10));
const sum = (values: ReadonlyArray<number>) => values.reduce((a, b) => a + b, 0);

describe("invoiceTotals", () => {
  it("computes a single line: net, tax and total", () => {
    const totals = invoiceTotals([{ quantity: 3, unitPrice: 1250, taxRate: 20 }], "EUR");
    expect(totals).toEqual({
      currency: "EUR",
      pricesIncludeTax: false,
      lines: [
        {
          amount: 3750,
          discount: 0,
          invoiceDiscount: 0,
          allowance: 0,
          net: 3750,
          taxAmount: 750,
          total: 4500,
        },
      ],
      taxBreakdown: [
        {
          taxRate: 20,
          vatCategory: null,
          lineNet: 3750,
          allowance: 0,
          basis: 3750,
          taxAmount: 750,
        },
      ],
      lineTotal: 3750,
      allowanceTotal: 0,
      subtotal: 3750,
      taxAmount: 750,
      total: 4500,
      amountDue: 4500,
    });
  });

  it("rounds tax once per rate group, not per line (BR-CO-17)", () => {
    const line = { quantity: 1, unitPrice: 333, taxRate: 5.5 };
    const totals = invoiceTotals([line, line, line], "EUR");
    // Each line's exact tax is 18.315 cents: per line 3 × 18 = 54, per group round(54.945) = 55.
    expect(totals.taxBreakdown).toMatchObject([{ taxRate: 5.5, basis: 999, taxAmount: 55 }]);
    expect(totals.lines.map((l) => l.taxAmount)).toEqual([19, 18, 18]);
    expect(totals.total).toBe(1054);
  });

  it("rounds a half cent of tax away from zero", () => {
    const totals = invoiceTotals([{ quantity: 1, unitPrice: 25, taxRate: 10 }], "USD");
    expect(totals.taxAmount).toBe(3);
  });

  it("gives each rate its own breakdown entry, by ascending rate", () => {
    const totals = invoiceTotals(
      [
        { quantity: 2, unitPrice: 10000, taxRate: 20 },
        { quantity: 1, unitPrice: 5000, taxRate: 5.5 },
        { quantity: 1, unitPrice: 3000, taxRate: 20 },
        { quantity: 4, unitPrice: 100, taxRate: 0 },
      ],
      "EUR",
    );
    expect(totals.taxBreakdown).toMatchObject([
      { taxRate: 0, basis: 400, taxAmount: 0 },
      { taxRate: 5.5, basis: 5000, taxAmount: 275 },
      { taxRate: 20, basis: 23000, taxAmount: 4600 },
    ]);
    expect(totals.subtotal).toBe(28400);
    expect(totals.total).toBe(28400 + 275 + 4600);
  });

  it("keeps the taxes items state, a rate's tax their sum, when the options say so", () => {
    const totals = invoiceTotals(
      [
        { quantity: 1, unitPrice: 6842, taxRate: 20, taxAmount: 1369 },
        { quantity: 1, unitPrice: 103, taxRate: 20, taxAmount: 20 },
        { quantity: 1, unitPrice: 2001, taxRate: 10, taxAmount: 200 },
      ],
      "EUR",
      { statedTaxes: true },
    );
    expect(totals.lines.map((line) => line.taxAmount)).toEqual([1369, 20, 200]);
    expect(totals.taxBreakdown).toMatchObject([
      { taxRate: 10, basis: 2001, taxAmount: 200 },
      { taxRate: 20, basis: 6945, taxAmount: 1389 },
    ]);
    expect(totals).toMatchObject({ subtotal: 8946, taxAmount: 1589, total: 10_535 });
  });

  it("refuses stated taxes with tax-inclusive prices or an item stating none", () => {
    const line = { quantity: 1, unitPrice: 100, taxRate: 20 };
    expect(() =>
      invoiceTotals([{ ...line, taxAmount: 17 }], "EUR", {
        statedTaxes: true,
        pricesIncludeTax: true,
      }),
    ).toThrow(RangeError);
    expect(() => invoiceTotals([line], "EUR", { statedTaxes: true })).toThrow(RangeError);
  });

  it("computes yen in whole yen", () => {
    const totals = invoiceTotals([{ quantity: 3, unitPrice: 333, taxRate: 10 }], "JPY");
    expect(totals).toMatchObject({ subtotal: 999, taxAmount: 100, total: 1099 });
  });

  it("keeps every figure a safe integer at the largest invoice allowed", () => {
    const largest = Array.from({ length: MAX_INVOICE_ITEMS }, () => ({
      quantity: 1,
      unitPrice: MAX_LINE_NET_MINOR_UNITS,
      taxRate: 100,
    }));
    const totals = invoiceTotals(largest, "JPY");
    expect(totals.total).toBe(2 * MAX_INVOICE_ITEMS * MAX_LINE_NET_MINOR_UNITS);
    expect(Number.isSafeInteger(totals.total)).toBe(true);
  });

  it("refuses a tax rate with two decimals", () => {
    expect(() => invoiceTotals([{ quantity: 1, unitPrice: 100, taxRate: 5.25 }], "EUR")).toThrow(
      RangeError,
    );
  });

  it("makes the total the subtotal plus the tax, and the amount due the total", () => {
    fc.assert(
      fc.property(items, currency, (xs, c) => {
        const totals = invoiceTotals(xs, c);
        return (
          totals.total === totals.subtotal + totals.taxAmount && totals.amountDue === totals.total
        );
      }),
    );
  });

  it("makes the subtotal the sum of line nets and of group bases", () => {
    fc.assert(
      fc.property(items, currency, (xs, c) => {
        const totals = invoiceTotals(xs, c);
        const nets = xs.map((x) => x.quantity * x.unitPrice);
        return (
          totals.subtotal === sum(nets) &&
          totals.subtotal === sum(totals.taxBreakdown.map((g) => g.basis)) &&
          totals.lines.every((line, i) => line.net === nets[i])
        );
      }),
    );
  });

  it("makes the tax the sum of the group taxes, each its basis times its rate rounded once", () => {
    fc.assert(
      fc.property(items, currency, (xs, c) => {
        const totals = invoiceTotals(xs, c);
        const groupsRoundedOnce = totals.taxBreakdown.every((g) => {
          const exactTimes2000 = 2n * BigInt(g.basis) * tenths(g.taxRate);
          return BigInt(g.taxAmount) === (exactTimes2000 + 1000n) / 2000n;
        });
        return (
          groupsRoundedOnce && totals.taxAmount === sum(totals.taxBreakdown.map((g) => g.taxAmount))
        );
      }),
    );
  });

  it("splits each group's tax over its items exactly, each within a unit of its exact share", () => {
    fc.assert(
      fc.property(items, currency, (xs, c) => {
        const totals = invoiceTotals(xs, c);
        return totals.taxBreakdown.every((group) => {
          const members = xs.flatMap((x, i) => (x.taxRate === group.taxRate ? [i] : []));
          const allocated = sum(members.map((i) => totals.lines[i]?.taxAmount ?? Number.NaN));
          const closeToShare = members.every((i) => {
            const line = totals.lines[i];
            if (line === undefined) return false;
            const deviation =
              BigInt(line.taxAmount) * 1000n - BigInt(line.net) * tenths(group.taxRate);
            return deviation > -1000n && deviation < 1000n;
          });
          return allocated === group.taxAmount && closeToShare;
        });
      }),
    );
  });

  it("makes each line total its net plus its tax, and the line totals sum to the total", () => {
    fc.assert(
      fc.property(items, currency, (xs, c) => {
        const totals = invoiceTotals(xs, c);
        return (
          totals.lines.every((line) => line.total === line.net + line.taxAmount) &&
          sum(totals.lines.map((line) => line.total)) === totals.total
        );
      }),
    );
  });

  it("does not depend on the order of the items", () => {
    const shuffled = items.chain((xs) =>
      fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length })),
    );
    const lineKey = (x: TotalsItem, line: { net: number; taxAmount: number } | undefined) =>
      `${x.taxRate}/${line?.net}/${line?.taxAmount}`;
    fc.assert(
      fc.property(shuffled, currency, ([xs, ys], c) => {
        const a = invoiceTotals(xs, c);
        const b = invoiceTotals(ys, c);
        const linesOf = (zs: ReadonlyArray<TotalsItem>, t: typeof a) =>
          zs.map((z, i) => lineKey(z, t.lines[i])).sort();
        expect({ ...b, lines: linesOf(ys, b) }).toEqual({ ...a, lines: linesOf(xs, a) });
      }),
    );
  });

  it("keeps every figure a safe integer", () => {
    fc.assert(
      fc.property(items, currency, (xs, c) => {
        const t = invoiceTotals(xs, c);
        const figures = [
          t.subtotal,
          t.taxAmount,
          t.total,
          t.amountDue,
          ...t.lines.flatMap((l) => [l.net, l.taxAmount, l.total]),
          ...t.taxBreakdown.flatMap((g) => [g.basis, g.taxAmount]),
        ];
        return figures.every(Number.isSafeInteger);
      }),
    );
  });

  it("gives zero-rate items zero tax", () => {
    fc.assert(
      fc.property(items, currency, (xs, c) => {
        const t = invoiceTotals(
          xs.map((x) => ({ ...x, taxRate: 0 })),
          c,
        );
        return (
          t.taxAmount === 0 && t.lines.every((l) => l.taxAmount === 0) && t.total === t.subtotal
        );
      }),
    );
  });

  it("scales a line's net by k when its quantity is multiplied by k", () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 100 }), currency, (xs, k, c) => {
        const base = invoiceTotals(xs, c);
        const scaled = invoiceTotals(
          xs.map((x) => ({ ...x, quantity: x.quantity * k })),
          c,
        );
        return (
          scaled.lines.every((line, i) => line.net === k * (base.lines[i]?.net ?? Number.NaN)) &&
          scaled.subtotal === k * base.subtotal
        );
      }),
    );
  });
});
