import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountedInvoice } from "../../testing/invoice-totals-arbitraries.ts";
import { currencies } from "../money/currency.ts";
import { invoiceTotals } from "./invoice-totals.ts";
import { lineAmount } from "./line-amount.ts";

const currency = fc.constantFrom(...currencies);
const sum = (values: ReadonlyArray<number>) => values.reduce((a, b) => a + b, 0);

describe("invoiceTotals with decimal quantities, discounts and tax-inclusive prices", () => {
  it("takes a tax-inclusive R$118 at 18 % as R$100 plus R$18 of tax", () => {
    const totals = invoiceTotals([{ quantity: 1, unitPrice: 11800, taxRate: 18 }], "BRL", {
      pricesIncludeTax: true,
    });
    expect(totals).toMatchObject({ subtotal: 10000, taxAmount: 1800, total: 11800 });
    expect(totals.lines).toEqual([
      {
        amount: 11800,
        discount: 0,
        invoiceDiscount: 0,
        allowance: 0,
        net: 10000,
        taxAmount: 1800,
        total: 11800,
      },
    ]);
  });

  it("rounds 1.5 hours at 33.33 to the cent, then takes a 10 % line discount off it", () => {
    const totals = invoiceTotals(
      [{ quantity: 1.5, unitPrice: 3333, taxRate: 20, discount: { type: "percent", value: 10 } }],
      "EUR",
    );
    // 1.5 × 33.33 = 49.995 → 50.00; 10 % of it is 5.00; tax 20 % of 45.00.
    expect(totals.lines[0]).toMatchObject({ amount: 5000, discount: 500, net: 4500 });
    expect(totals).toMatchObject({ subtotal: 4500, taxAmount: 900, total: 5400 });
  });

  it("shares an invoice discount amount among the rates in proportion to their amounts", () => {
    const totals = invoiceTotals(
      [
        { quantity: 1, unitPrice: 30000, taxRate: 20 },
        { quantity: 1, unitPrice: 10000, taxRate: 5.5 },
      ],
      "EUR",
      { discount: { type: "amount", value: 4000 } },
    );
    expect(totals.taxBreakdown).toEqual([
      {
        taxRate: 5.5,
        vatCategory: null,
        lineNet: 10000,
        allowance: 1000,
        basis: 9000,
        taxAmount: 495,
      },
      {
        taxRate: 20,
        vatCategory: null,
        lineNet: 30000,
        allowance: 3000,
        basis: 27000,
        taxAmount: 5400,
      },
    ]);
    expect(totals).toMatchObject({ lineTotal: 40000, allowanceTotal: 4000, subtotal: 36000 });
    expect(totals.total).toBe(36000 + 495 + 5400);
  });

  it("takes an invoice discount percentage off each rate group", () => {
    const totals = invoiceTotals(
      [
        { quantity: 2, unitPrice: 999, taxRate: 20 },
        { quantity: 1, unitPrice: 333, taxRate: 10 },
      ],
      "EUR",
      { discount: { type: "percent", value: 5 } },
    );
    expect(totals.taxBreakdown.map((group) => group.allowance)).toEqual([17, 100]);
  });

  it("refuses an amount discount above what it applies to", () => {
    expect(() =>
      invoiceTotals(
        [{ quantity: 1, unitPrice: 100, taxRate: 0, discount: { type: "amount", value: 101 } }],
        "EUR",
      ),
    ).toThrow(RangeError);
  });

  it("keeps the EN 16931 sums: BT-106, BT-107, BT-109, BT-112 and each rate's basis", () => {
    fc.assert(
      fc.property(discountedInvoice, currency, ({ items, options }, c) => {
        const t = invoiceTotals(items, c, options);
        expect(t.lineTotal).toBe(sum(t.lines.map((line) => line.net)));
        expect(t.allowanceTotal).toBe(sum(t.taxBreakdown.map((group) => group.allowance)));
        expect(t.subtotal).toBe(t.lineTotal - t.allowanceTotal);
        expect(t.total).toBe(t.subtotal + t.taxAmount);
        expect(t.amountDue).toBe(t.total);
        for (const group of t.taxBreakdown) {
          const members = items.flatMap((item, i) => (item.taxRate === group.taxRate ? [i] : []));
          expect(group.lineNet).toBe(sum(members.map((i) => t.lines[i]?.net ?? Number.NaN)));
          expect(group.basis).toBe(group.lineNet - group.allowance);
          expect(sum(members.map((i) => t.lines[i]?.taxAmount ?? Number.NaN))).toBe(
            group.taxAmount,
          );
        }
      }),
    );
  });

  it("rounds each rate's tax once, within one minor unit when extracted from inclusive prices", () => {
    fc.assert(
      fc.property(discountedInvoice, currency, ({ items, options }, c) => {
        const t = invoiceTotals(items, c, options);
        for (const group of t.taxBreakdown) {
          const tenths = BigInt(Math.round(group.taxRate * 10));
          const exactTimes1000 = BigInt(group.basis) * tenths;
          const deviation = BigInt(group.taxAmount) * 1000n - exactTimes1000;
          const bound = options.pricesIncludeTax === true ? 1000n : 500n;
          expect(deviation >= -bound && deviation <= bound).toBe(true);
        }
      }),
    );
  });

  it("makes a tax-inclusive invoice total exactly what its prices add up to, less discounts", () => {
    fc.assert(
      fc.property(discountedInvoice, currency, ({ items, options }, c) => {
        const t = invoiceTotals(items, c, { ...options, pricesIncludeTax: true });
        const lines = sum(t.lines.map((line) => line.amount - line.discount));
        const groupAmounts = [...new Set(items.map((item) => item.taxRate))].map((rate) =>
          sum(
            t.lines.flatMap((line, i) =>
              items[i]?.taxRate === rate ? [line.amount - line.discount] : [],
            ),
          ),
        );
        const discount = options.discount;
        const invoiceDiscount =
          discount === null || discount === undefined
            ? 0
            : discount.type === "amount"
              ? discount.value
              : sum(
                  groupAmounts.map((amount) => {
                    const hundredths = BigInt(Math.round(discount.value * 100));
                    return Number((2n * BigInt(amount) * hundredths + 10_000n) / 20_000n);
                  }),
                );
        expect(t.total).toBe(lines - invoiceDiscount);
        if (options.discount === null || options.discount === undefined) {
          expect(t.lines.map((line) => line.total)).toEqual(
            t.lines.map((line) => line.amount - line.discount),
          );
        }
      }),
    );
  });

  it("states each line's amount as quantity × price rounded, never below its discount", () => {
    fc.assert(
      fc.property(discountedInvoice, currency, ({ items, options }, c) => {
        const t = invoiceTotals(items, c, options);
        items.forEach((item, i) => {
          const line = t.lines[i];
          expect(line?.amount).toBe(lineAmount(item.quantity, item.unitPrice));
          expect((line?.amount ?? 0) - (line?.discount ?? 0)).toBeGreaterThanOrEqual(0);
          expect(line?.net).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });
});
