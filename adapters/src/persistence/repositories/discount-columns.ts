import type { Discount } from "@invoicing/core";

/** A discount as its two columns hold it: a percentage in hundredths, or an amount. */
export interface DiscountColumns {
  readonly discountPercentHundredths: number | null;
  readonly discountAmount: number | string | null;
}

/** The columns' discount; bigints come back as numbers from PGlite, strings from pg. */
export const discountOfColumns = (columns: DiscountColumns): Discount | null => {
  if (columns.discountPercentHundredths !== null) {
    return { type: "percent", value: columns.discountPercentHundredths / 100 };
  }
  return columns.discountAmount === null
    ? null
    : { type: "amount", value: Number(columns.discountAmount) };
};

/** The values of the two discount columns, in the order (percent hundredths, amount). */
export const discountColumnValues = (discount: Discount | null): [number | null, number | null] =>
  discount === null
    ? [null, null]
    : discount.type === "percent"
      ? [Math.round(discount.value * 100), null]
      : [null, discount.value];
