import fc from "fast-check";
import type { Discount } from "../src/invoices/discount.ts";
import type { TotalsItem, TotalsOptions } from "../src/invoices/invoice-totals.ts";
import { lineAmount } from "../src/invoices/line-amount.ts";

/** Quantities with up to four decimals, 0.0001 to 1000. */
export const decimalQuantity = fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 10_000);

/** Tax rates with at most one decimal, the French ones often. */
export const anyTaxRate = fc.oneof(
  fc.constantFrom(0, 2.1, 5.5, 10, 20),
  fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
);

/** A percentage discount, 0.01 % to 100 %. */
export const percentDiscount: fc.Arbitrary<Discount> = fc
  .integer({ min: 1, max: 10_000 })
  .map((hundredths) => ({ type: "percent", value: hundredths / 100 }));

/** A discount that fits `base` minor units: none, a percentage, or an amount up to the base. */
export const discountWithin = (base: number): fc.Arbitrary<Discount | null> =>
  fc.oneof(
    fc.constant(null),
    percentDiscount,
    ...(base > 0
      ? [fc.integer({ min: 1, max: base }).map((value): Discount => ({ type: "amount", value }))]
      : []),
  );

/** Any valid line at one of `taxRate`'s rates: decimal quantity, price, a discount that fits. */
const discountedItemOf = (taxRate: fc.Arbitrary<number>): fc.Arbitrary<TotalsItem> =>
  fc
    .record({
      quantity: decimalQuantity,
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      taxRate,
    })
    .chain((item) =>
      discountWithin(lineAmount(item.quantity, item.unitPrice)).map((discount) => ({
        ...item,
        discount,
      })),
    );

/** The amount a line leaves after its own discount, in the invoice's price terms. */
const afterLineDiscount = (item: TotalsItem): number => {
  const amount = lineAmount(item.quantity, item.unitPrice);
  if (item.discount === null || item.discount === undefined) return amount;
  if (item.discount.type === "amount") return amount - item.discount.value;
  return amount - Math.round((amount * item.discount.value) / 100);
};

/** Items and the options of an invoice (tax-inclusive prices or not, an invoice discount). */
export interface DiscountedInvoice {
  readonly items: ReadonlyArray<TotalsItem>;
  readonly options: TotalsOptions;
}

/**
 * Items with every kind of discount at `taxRate`'s rates, and options: tax-inclusive prices or
 * not, an invoice discount that fits.
 */
export const discountedInvoiceOf = (
  taxRate: fc.Arbitrary<number>,
): fc.Arbitrary<DiscountedInvoice> =>
  fc.array(discountedItemOf(taxRate), { minLength: 1, maxLength: 12 }).chain((items) => {
    const remaining = items.reduce((sum, item) => sum + Math.max(0, afterLineDiscount(item)), 0);
    return fc
      .record({
        pricesIncludeTax: fc.boolean(),
        // An amount discount below what percentage rounding may leave, so it always fits.
        discount: discountWithin(Math.max(0, remaining - items.length)),
      })
      .map((options) => ({ items, options }));
  });

/** Invoices with every kind of discount at any valid rate. */
export const discountedInvoice = discountedInvoiceOf(anyTaxRate);
