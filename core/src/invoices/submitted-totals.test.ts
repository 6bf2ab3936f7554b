import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { invoiceTotals } from "./invoice-totals.ts";
import { InvoiceTotalsMismatch } from "./invoice-totals-mismatch.ts";
import { checkSubmittedTotals } from "./submitted-totals.ts";

const totals = invoiceTotals(
  [
    { quantity: 1, unitPrice: 333, taxRate: 5.5 },
    { quantity: 1, unitPrice: 333, taxRate: 5.5 },
  ],
  "EUR",
);
const nothingSent = {
  subtotal: undefined,
  taxAmount: undefined,
  total: undefined,
  items: [
    { taxAmount: undefined, total: undefined },
    { taxAmount: undefined, total: undefined },
  ],
};

describe("checkSubmittedTotals", () => {
  it("accepts a body that sent no totals", () => {
    expect(checkSubmittedTotals(nothingSent, totals)).toEqual(Result.void);
  });

  it("accepts totals equal to the server's", () => {
    const sent = {
      subtotal: 666,
      taxAmount: 37,
      total: 703,
      items: [
        { taxAmount: 19, total: 352 },
        { taxAmount: 18, total: 351 },
      ],
    };
    expect(totals.taxAmount).toBe(37);
    expect(checkSubmittedTotals(sent, totals)).toEqual(Result.void);
  });

  it("names every figure that differs, such as a tax rounded per line", () => {
    const sent = {
      ...nothingSent,
      taxAmount: 36,
      total: 702,
      items: [
        { taxAmount: 18, total: 351 },
        { taxAmount: 18, total: 351 },
      ],
    };
    const key = "invoiceform.errors.totalsmismatch";
    expect(checkSubmittedTotals(sent, totals)).toEqual(
      Result.fail(
        new InvoiceTotalsMismatch({
          fields: { taxAmount: key, total: key, "items.0.taxAmount": key, "items.0.total": key },
        }),
      ),
    );
  });

  it("carries its i18n key", () => {
    expect(new InvoiceTotalsMismatch({ fields: {} }).key).toBe("invoiceform.errors.totalsmismatch");
  });
});
