import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InvoiceItem } from "../invoices/invoice-item.ts";
import { invoiceTotals } from "../invoices/invoice-totals.ts";
import type { Currency } from "../money/currency.ts";
import {
  amountLeft,
  type CreditedShare,
  type CreditNoteFigures,
  creditNoteFigures,
} from "./credit-note-figures.ts";
import type { CreditNoteItemRequest } from "./credit-note-request.ts";

/** Invoice lines priced by invoiceTotals, as a stored invoice holds them. */
const pricedItems = (
  lines: ReadonlyArray<{ quantity: number; unitPrice: number; taxRate: number }>,
  currency: Currency = "EUR",
): ReadonlyArray<InvoiceItem> => {
  const totals = invoiceTotals(lines, currency);
  return lines.map((line, index) => ({
    ...line,
    id: `item-${index}`,
    description: `Line ${index}`,
    taxAmount: totals.lines[index]?.taxAmount ?? 0,
    total: totals.lines[index]?.total ?? 0,
  }));
};

const invoiceOf = (items: ReadonlyArray<InvoiceItem>) => ({
  id: "invoice",
  currency: "EUR" as const,
  items,
});
const itemIds = Array.from({ length: 40 }, (_, index) => `credit-${index}`);
const sharesOf = (figures: CreditNoteFigures): ReadonlyArray<CreditedShare> =>
  figures.items.map((item) => ({
    invoiceItemId: item.invoiceItemId,
    net: item.total - item.taxAmount,
    taxAmount: item.taxAmount,
  }));

const credit = (
  items: ReadonlyArray<InvoiceItem>,
  credited: ReadonlyArray<CreditedShare>,
  requested?: ReadonlyArray<CreditNoteItemRequest>,
) => creditNoteFigures({ invoice: invoiceOf(items), credited, requested, itemIds });

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 50_000 }),
  taxRate: fc.constantFrom(0, 2.1, 5.5, 10, 20),
});
/** A request naming some lines by index, each with a fraction (in %) of its net, or all of it. */
const request = fc.array(
  fc.record({ index: fc.nat(9), percent: fc.option(fc.integer({ min: 1, max: 100 })) }),
  { maxLength: 4 },
);

describe("creditNoteFigures", () => {
  it("credits a whole untouched invoice with exactly its lines and totals", () => {
    const items = pricedItems([
      { quantity: 3, unitPrice: 1250, taxRate: 20 },
      { quantity: 1, unitPrice: 333, taxRate: 5.5 },
    ]);
    const figures = Result.getOrThrow(credit(items, []));
    expect(
      figures.items.map(({ quantity, unitPrice, taxAmount, total }) => ({
        quantity,
        unitPrice,
        taxAmount,
        total,
      })),
    ).toEqual(
      items.map(({ quantity, unitPrice, taxAmount, total }) => ({
        quantity,
        unitPrice,
        taxAmount,
        total,
      })),
    );
    expect(figures.total).toBe(items.reduce((sum, item) => sum + item.total, 0));
    expect(figures.exhausts).toBe(true);
  });

  it("credits part of a line as one unit of the amount, taxed by invoiceTotals", () => {
    const items = pricedItems([{ quantity: 4, unitPrice: 2500, taxRate: 20 }]);
    const figures = Result.getOrThrow(credit(items, [], [{ itemId: "item-0", amount: 25 }]));
    expect(figures.items).toEqual([
      {
        id: "credit-0",
        invoiceItemId: "item-0",
        description: "Line 0",
        quantity: 1,
        unitPrice: 2500,
        taxRate: 20,
        taxAmount: 500,
        total: 3000,
      },
    ]);
    expect(figures.exhausts).toBe(false);
  });

  it("takes with the last credit note exactly what is left after rounded partial ones", () => {
    // 20 % of 1.03 is 0.206: two partial credit notes of 1.03 each round their tax up to 0.21,
    // while the invoice's 2.06 carries 0.41.
    const items = pricedItems([{ quantity: 2, unitPrice: 103, taxRate: 20 }]);
    const first = Result.getOrThrow(credit(items, [], [{ itemId: "item-0", amount: 1.03 }]));
    expect(first.taxAmount).toBe(21);
    const second = Result.getOrThrow(credit(items, sharesOf(first)));
    expect(second.taxAmount).toBe(20);
    expect(first.total + second.total).toBe(items[0]?.total);
    expect(second.exhausts).toBe(true);
  });

  it("refuses more than is left of a line", () => {
    const items = pricedItems([{ quantity: 1, unitPrice: 1000, taxRate: 20 }]);
    const first = Result.getOrThrow(credit(items, [], [{ itemId: "item-0", amount: 6 }]));
    const refused = credit(items, sharesOf(first), [{ itemId: "item-0", amount: 5 }]);
    expect(Result.isFailure(refused) && refused.failure._tag).toBe("CreditNoteExceedsInvoice");
  });

  it("refuses a fully credited invoice", () => {
    const items = pricedItems([{ quantity: 1, unitPrice: 1000, taxRate: 20 }]);
    const all = Result.getOrThrow(credit(items, []));
    const again = credit(items, sharesOf(all));
    expect(Result.isFailure(again) && again.failure._tag).toBe("CreditNoteExceedsInvoice");
  });

  it("names each unknown or repeated line and each amount the currency cannot hold", () => {
    const items = pricedItems([{ quantity: 1, unitPrice: 1000, taxRate: 20 }]);
    const refused = credit(
      items,
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

  it("never lets an invoice's credit notes add up to more than its total, and a full credit leaves nothing", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.array(request, { maxLength: 6 }),
        (lines, requests) => {
          const items = pricedItems(lines);
          const invoiceTotal = items.reduce((sum, item) => sum + item.total, 0);
          let credited: ReadonlyArray<CreditedShare> = [];
          let creditedTotal = 0;
          for (const wanted of requests) {
            const left = new Map(
              items.map((item) => [
                item.id,
                item.total -
                  item.taxAmount -
                  credited
                    .filter((share) => share.invoiceItemId === item.id)
                    .reduce((sum, share) => sum + share.net, 0),
              ]),
            );
            const asked = wanted.flatMap(({ index, percent }) => {
              const item = items[index % items.length];
              if (item === undefined) return [];
              const net = left.get(item.id) ?? 0;
              const amount = percent === null ? undefined : Math.ceil((net * percent) / 100) / 100;
              return [amount === undefined ? { itemId: item.id } : { itemId: item.id, amount }];
            });
            const unique = asked.filter(
              (entry, position) =>
                asked.findIndex((other) => other.itemId === entry.itemId) === position,
            );
            const figures = credit(items, credited, unique);
            if (Result.isFailure(figures)) {
              expect(figures.failure._tag).toBe("CreditNoteExceedsInvoice");
              continue;
            }
            credited = [...credited, ...sharesOf(figures.success)];
            creditedTotal += figures.success.total;
            expect(creditedTotal).toBeLessThanOrEqual(invoiceTotal);
            expect(amountLeft(items, credited)).toBe(invoiceTotal - creditedTotal);
            expect(figures.success.items.every((item) => item.taxAmount >= 0)).toBe(true);
          }
          const rest = credit(items, credited);
          if (Result.isSuccess(rest)) {
            expect(rest.success.exhausts).toBe(true);
            expect(creditedTotal + rest.success.total).toBe(invoiceTotal);
          } else {
            expect(amountLeft(items, credited)).toBe(0);
          }
        },
      ),
    );
  });
});
