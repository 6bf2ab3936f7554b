import type { Discount } from "./discount.ts";
import { discountOf } from "./discount.ts";
import { lineAmount } from "./line-amount.ts";

/** What the fit of discounts needs of an item. */
export interface DiscountedItem {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly discount: Discount | null;
}

/**
 * The fields whose discount takes off more than there is: a line discount above its line's
 * amount (`items.N.discount`), an invoice discount above what the lines leave (`discount`).
 * Amounts are minor units; quantities and prices must be valid.
 */
export const discountProblems = (
  items: ReadonlyArray<DiscountedItem>,
  discount: Discount | null,
): Record<string, string> => {
  const fields: Record<string, string> = {};
  let remaining = 0n;
  items.forEach((item, index) => {
    const amount = BigInt(lineAmount(item.quantity, item.unitPrice));
    const taken = discountOf(item.discount, amount);
    if (taken === undefined)
      fields[`items.${index}.discount`] = "invoiceform.validation.discountexceedsline";
    remaining += amount - (taken ?? 0n);
  });
  if (discountOf(discount, remaining) === undefined) {
    fields.discount = "invoiceform.validation.discountexceedsinvoice";
  }
  return fields;
};
