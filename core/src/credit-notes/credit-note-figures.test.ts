import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountedInvoice } from "../../testing/invoice-totals-arbitraries.ts";
import type { InvoiceItem } from "../invoices/invoice-item.ts";
import { invoiceTotals, type TotalsItem, type TotalsOptions } from "../invoices/invoice-totals.ts";
import {
  amountLeft,
  type CreditedInvoice,
  type CreditedShare,
  type CreditNoteFigures,
  creditNoteFigures,
  linesLeft,
} from "./credit-note-figures.ts";
import type { CreditNoteItemRequest } from "./credit-note-request.ts";

/** An invoice of `lines` in euros, its lines priced by invoiceTotals as a stored one holds them. */
const invoiceOf = (
  lines: ReadonlyArray<TotalsItem>,
  options: TotalsOptions = {},
): CreditedInvoice & { readonly total: number } => {
  const totals = invoiceTotals(lines, "EUR", options);
  return {
    id: "invoice",
    currency: "EUR",
    pricesIncludeTax: options.pricesIncludeTax ?? false,
    discount: options.discount ?? null,
    total: totals.total,
    items: lines.map(
      (line, index): InvoiceItem => ({
        id: `item-${index}`,
        description: `Line ${index}`,
        quantity: line.quantity,
        unitCode: "HUR",
        unitPrice: line.unitPrice,
        vatCategory: null,
        vatExemptionReason: null,
        discount: line.discount ?? null,
        taxRate: line.taxRate,
        taxAmount: totals.lines[index]?.taxAmount ?? 0,
        total: totals.lines[index]?.total ?? 0,
      }),
    ),
  };
};

const itemIds = Array.from({ length: 40 }, (_, index) => `credit-${index}`);
const sharesOf = (figures: CreditNoteFigures): ReadonlyArray<CreditedShare> =>
  figures.items.map((item) => ({
    invoiceItemId: item.invoiceItemId,
    net: item.total - item.taxAmount,
    taxAmount: item.taxAmount,
  }));

const credit = (
  invoice: CreditedInvoice,
  credited: ReadonlyArray<CreditedShare>,
  requested?: ReadonlyArray<CreditNoteItemRequest>,
) => creditNoteFigures({ invoice, credited, requested, itemIds });

const failureTag = (result: ReturnType<typeof credit>) =>
  Result.isFailure(result) ? result.failure._tag : "succeeded";

/** Requests naming lines by index, each with a share (in %) of what is left of it, or all of it. */
const requests = fc.array(
  fc.array(fc.record({ index: fc.nat(20), percent: fc.option(fc.integer({ min: 1, max: 100 })) }), {
    maxLength: 4,
  }),
  { maxLength: 6 },
);

describe("creditNoteFigures", () => {
  it("credits a whole untouched invoice with exactly its lines and totals", () => {
    const invoice = invoiceOf([
      { quantity: 3, unitPrice: 1250, taxRate: 20 },
      { quantity: 1.5, unitPrice: 333, taxRate: 5.5, discount: { type: "percent", value: 10 } },
    ]);
    const figures = Result.getOrThrow(credit(invoice, []));
    const shape = (item: Omit<InvoiceItem, "id" | "description">) => ({
      quantity: item.quantity,
      unitCode: item.unitCode,
      unitPrice: item.unitPrice,
      discount: item.discount,
      taxAmount: item.taxAmount,
      total: item.total,
    });
    expect(figures.items.map(shape)).toEqual(invoice.items.map(shape));
    expect(figures.total).toBe(invoice.total);
    expect(figures.exhausts).toBe(true);
  });

  it("credits part of a line as one unit of the amount, taxed by invoiceTotals", () => {
    const invoice = invoiceOf([{ quantity: 4, unitPrice: 2500, taxRate: 20 }]);
    const figures = Result.getOrThrow(credit(invoice, [], [{ itemId: "item-0", amount: 25 }]));
    expect(figures.items).toEqual([
      {
        id: "credit-0",
        invoiceItemId: "item-0",
        description: "Line 0",
        quantity: 1,
        unitCode: "C62",
        unitPrice: 2500,
        discount: null,
        taxRate: 20,
        vatCategory: null,
        vatExemptionReason: null,
        taxAmount: 500,
        total: 3000,
      },
    ]);
    expect(figures.exhausts).toBe(false);
  });

  it("takes its share of the invoice discount off each line, so a full credit is the invoice's total", () => {
    const invoice = invoiceOf(
      [
        { quantity: 1, unitPrice: 10_000, taxRate: 20 },
        { quantity: 1, unitPrice: 5_000, taxRate: 5.5 },
      ],
      { discount: { type: "amount", value: 1_500 } },
    );
    expect(linesLeft(invoice, []).map((line) => line.net)).toEqual([9_000, 4_500]);
    const figures = Result.getOrThrow(credit(invoice, []));
    expect(figures.total).toBe(invoice.total);
    expect(figures.items.map((item) => item.quantity)).toEqual([1, 1]);
  });

  it("takes with the last credit note exactly what is left after rounded partial ones", () => {
    // 20 % of 1.03 is 0.206: a partial credit note of 1.03 rounds its tax up to 0.21, while the
    // invoice's 2.06 carries 0.41.
    const invoice = invoiceOf([{ quantity: 2, unitPrice: 103, taxRate: 20 }]);
    const first = Result.getOrThrow(credit(invoice, [], [{ itemId: "item-0", amount: 1.03 }]));
    expect(first.taxAmount).toBe(21);
    const second = Result.getOrThrow(credit(invoice, sharesOf(first)));
    expect(second.taxAmount).toBe(20);
    expect(first.total + second.total).toBe(invoice.total);
    expect(second.exhausts).toBe(true);
  });

  it("refuses more than is left of a line, and anything once all is credited", () => {
    const invoice = invoiceOf([{ quantity: 1, unitPrice: 1000, taxRate: 20 }]);
    const first = Result.getOrThrow(credit(invoice, [], [{ itemId: "item-0", amount: 6 }]));
    expect(failureTag(credit(invoice, sharesOf(first), [{ itemId: "item-0", amount: 5 }]))).toBe(
      "CreditNoteExceedsInvoice",
    );
    const rest = Result.getOrThrow(credit(invoice, sharesOf(first)));
    expect(failureTag(credit(invoice, [...sharesOf(first), ...sharesOf(rest)]))).toBe(
      "CreditNoteExceedsInvoice",
    );
  });

  it("names each unknown or repeated line and each amount the currency cannot hold", () => {
    const invoice = invoiceOf([{ quantity: 1, unitPrice: 1000, taxRate: 20 }]);
    const refused = credit(
      invoice,
      [],
      [{ itemId: "nope" }, { itemId: "item-0", amount: 1.001 }, { itemId: "item-0" }],
    );
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({
      _tag: "ValidationFailed",
      fields: {
        "items.0.itemId": "creditnotes.validation.unknownitem",
        "items.1.amount": "money.toomanydecimals",
        "items.2.itemId": "creditnotes.validation.duplicateitem",
      },
    });
  });

  it("never lets an invoice's credit notes add up to more than its total, and the last leaves nothing", () => {
    fc.assert(
      fc.property(discountedInvoice, requests, ({ items, options }, asked) => {
        const invoice = invoiceOf(items, options);
        let credited: ReadonlyArray<CreditedShare> = [];
        let creditedTotal = 0;
        for (const wanted of asked) {
          const left = linesLeft(invoice, credited);
          const lines = wanted.flatMap(({ index, percent }) => {
            const line = left[index % left.length];
            if (line === undefined) return [];
            const itemId = line.item.id;
            if (percent === null) return [{ itemId }];
            return [{ itemId, amount: Math.ceil((line.net * percent) / 100) / 100 }];
          });
          const unique = lines.filter(
            (line, position) =>
              lines.findIndex((other) => other.itemId === line.itemId) === position,
          );
          const figures = credit(invoice, credited, unique);
          if (Result.isFailure(figures)) {
            expect(figures.failure._tag).toBe("CreditNoteExceedsInvoice");
            continue;
          }
          credited = [...credited, ...sharesOf(figures.success)];
          creditedTotal += figures.success.total;
          expect(creditedTotal).toBeLessThanOrEqual(invoice.total);
          expect(amountLeft(invoice, credited)).toBe(invoice.total - creditedTotal);
          expect(figures.success.items.every((item) => item.taxAmount >= 0)).toBe(true);
        }
        const rest = credit(invoice, credited);
        if (Result.isSuccess(rest)) {
          expect(rest.success.exhausts).toBe(true);
          expect(creditedTotal + rest.success.total).toBe(invoice.total);
        } else {
          expect(amountLeft(invoice, credited)).toBe(0);
        }
      }),
    );
  });
  it("credits a final invoice only what it asks after its deposits, and exhausts it there", () => {
    const invoice = {
      ...invoiceOf([
        { quantity: 1, unitPrice: 70_000, taxRate: 20 },
        { quantity: 1, unitPrice: 30_000, taxRate: 5.5 },
      ]),
      prepaidAmount: 30_000,
    };
    expect(invoice.total).toBe(115_650);
    expect(amountLeft(invoice, [])).toBe(85_650);
    // The whole first line (84,000) fits; the second line too would credit the deposits again.
    expect(failureTag(credit(invoice, [], [{ itemId: "item-0" }, { itemId: "item-1" }]))).toBe(
      "CreditNoteExceedsInvoice",
    );
    const first = Result.getOrThrow(credit(invoice, [], [{ itemId: "item-0" }]));
    expect(first.total).toBe(84_000);
    expect(first.exhausts).toBe(false);
    const rest = Result.getOrThrow(credit(invoice, sharesOf(first)));
    expect(rest.total).toBe(1_650);
    expect(rest.exhausts).toBe(true);
    expect(amountLeft(invoice, [...sharesOf(first), ...sharesOf(rest)])).toBe(0);
    expect(failureTag(credit(invoice, [...sharesOf(first), ...sharesOf(rest)]))).toBe(
      "CreditNoteExceedsInvoice",
    );
  });

  it("never credits more than a final invoice's total less its deposits, and the whole rest is exactly that", () => {
    fc.assert(
      fc.property(
        discountedInvoice,
        fc.integer({ min: 1, max: 99 }),
        requests,
        ({ items, options }, percent, asked) => {
          const plain = invoiceOf(items, options);
          const prepaidAmount = Math.floor((plain.total * percent) / 100);
          fc.pre(prepaidAmount > 0);
          const invoice = { ...plain, prepaidAmount };
          const payable = invoice.total - prepaidAmount;
          let credited: ReadonlyArray<CreditedShare> = [];
          let creditedTotal = 0;
          for (const wanted of asked) {
            const left = linesLeft(invoice, credited);
            const lines = wanted.flatMap(({ index, percent: share }) => {
              const line = left[index % left.length];
              if (line === undefined) return [];
              const itemId = line.item.id;
              if (share === null) return [{ itemId }];
              return [{ itemId, amount: Math.ceil((line.net * share) / 100) / 100 }];
            });
            const unique = lines.filter(
              (line, position) =>
                lines.findIndex((other) => other.itemId === line.itemId) === position,
            );
            if (unique.length === 0) continue;
            const figures = credit(invoice, credited, unique);
            if (Result.isFailure(figures)) continue;
            credited = [...credited, ...sharesOf(figures.success)];
            creditedTotal += figures.success.total;
            expect(creditedTotal).toBeLessThanOrEqual(payable);
            expect(figures.success.exhausts).toBe(creditedTotal === payable);
            expect(amountLeft(invoice, credited)).toBe(payable - creditedTotal);
          }
          const rest = credit(invoice, credited);
          if (Result.isSuccess(rest)) {
            expect(rest.success.exhausts).toBe(true);
            expect(creditedTotal + rest.success.total).toBe(payable);
            expect(rest.success.items.every((item) => item.taxAmount >= 0)).toBe(true);
          } else {
            expect(amountLeft(invoice, credited)).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});
