import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aFacturXInput } from "../../../testing/builders/index.ts";
import { discountedInvoiceOf } from "../../../testing/invoice-totals-arbitraries.ts";
import { invoiceTotals } from "../../invoices/invoice-totals.ts";
import { currencyDecimals } from "../../money/currency.ts";
import { buildFacturXXml } from "./build-factur-x-xml.ts";

/** The texts of every `tag` element, in document order. */
const texts = (xml: string, tag: string): ReadonlyArray<string> =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "gu"))].map(
    ([, text = ""]) => text,
  );

/** A CII amount back in minor units, read as digits so that no float rounds it. */
const minor = (amount: string): number => Number(amount.replace(".", ""));

const item = fc.record({
  quantity: fc.integer({ min: 1, max: 10_000 }),
  unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
  taxRate: fc.constantFrom(20, 10, 5.5, 2.1, 0),
});

describe("buildFacturXXml", () => {
  it("states a quote's final invoice's deposits as BT-113 and what is left of it as BT-115", () => {
    const items = [{ quantity: 1, unitPrice: 100_000, taxRate: 20 }];
    const xml = Result.getOrThrow(
      buildFacturXXml(aFacturXInput({ items, invoice: { prepaidAmount: 36_000 } })),
    );
    expect(minor(texts(xml, "ram:GrandTotalAmount")[0] ?? "")).toBe(120_000);
    expect(minor(texts(xml, "ram:TotalPrepaidAmount")[0] ?? "")).toBe(36_000);
    expect(minor(texts(xml, "ram:DuePayableAmount")[0] ?? "")).toBe(84_000);
    const none = Result.getOrThrow(buildFacturXXml(aFacturXInput({ items })));
    expect(texts(none, "ram:TotalPrepaidAmount")).toEqual([]);
  });

  it("states invoiceTotals' figures for any valid invoice, in any currency", () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("EUR", "USD", "JPY", "GBP"),
        (items, currency) => {
          const xml = Result.getOrThrow(
            buildFacturXXml(aFacturXInput({ items, invoice: { currency }, euroRate: 0.85 })),
          );
          const totals = invoiceTotals(items, currency);
          const lineTotals = texts(xml, "ram:LineTotalAmount").map(minor);
          expect(lineTotals).toEqual([...totals.lines.map((line) => line.net), totals.subtotal]);
          expect(texts(xml, "ram:BasisAmount").map(minor)).toEqual(
            totals.taxBreakdown.map((group) => group.basis),
          );
          expect(texts(xml, "ram:CalculatedAmount").map(minor)).toEqual(
            totals.taxBreakdown.map((group) => group.taxAmount),
          );
          expect(minor(texts(xml, "ram:TaxBasisTotalAmount")[0] ?? "")).toBe(totals.subtotal);
          expect(minor(texts(xml, "ram:TaxTotalAmount")[0] ?? "")).toBe(totals.taxAmount);
          expect(minor(texts(xml, "ram:GrandTotalAmount")[0] ?? "")).toBe(totals.total);
          expect(minor(texts(xml, "ram:DuePayableAmount")[0] ?? "")).toBe(totals.amountDue);
          const decimals = currencyDecimals(currency);
          const written = texts(xml, "ram:GrandTotalAmount")[0] ?? "";
          expect(written.split(".")[1]?.length ?? 0).toBe(decimals);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("states the invoice total as BT-112 with discounts, decimal quantities, tax-inclusive prices", () => {
    fc.assert(
      fc.property(
        discountedInvoiceOf(fc.constantFrom(20, 10, 5.5, 2.1, 0)),
        fc.constantFrom("EUR", "USD", "JPY"),
        ({ items, options }, currency) => {
          const input = aFacturXInput({
            items,
            invoice: { currency, ...options },
            euroRate: 0.85,
          });
          const xml = Result.getOrThrow(buildFacturXXml(input));
          const { invoice } = input.document;
          const totals = invoiceTotals(items, currency, options);
          expect(invoice.total).toBe(totals.total);
          expect(minor(texts(xml, "ram:GrandTotalAmount")[0] ?? "")).toBe(invoice.total);
          expect(minor(texts(xml, "ram:TaxBasisTotalAmount")[0] ?? "")).toBe(invoice.subtotal);
          expect(minor(texts(xml, "ram:TaxTotalAmount")[0] ?? "")).toBe(invoice.taxAmount);
          const lineNets = texts(xml, "ram:LineTotalAmount").map(minor);
          expect(lineNets.at(-1)).toBe(lineNets.slice(0, -1).reduce((a, b) => a + b, 0));
          const allowances = texts(xml, "ram:AllowanceTotalAmount").map(minor);
          expect(allowances).toEqual(totals.allowanceTotal === 0 ? [] : [totals.allowanceTotal]);
          expect(texts(xml, "ram:BilledQuantity").map(Number)).toEqual(
            items.map((item) => item.quantity),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses what the builder refuses", () => {
    const result = buildFacturXXml(aFacturXInput({ france: null }));
    expect(Result.isFailure(result)).toBe(true);
  });
});
