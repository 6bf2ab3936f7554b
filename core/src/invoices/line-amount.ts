import { divideRounded, toSafeNumber } from "../money/rounding.ts";
import { QUANTITY_SCALE, quantityTenThousandths } from "./item-quantity.ts";

/**
 * An item's amount before any discount, in minor units: quantity × unit price, halves rounded
 * away from zero (a quantity of 1.5 at 0.33 is 0.50). Whole quantities need no rounding.
 */
export const lineAmount = (quantity: number, unitPrice: number): number =>
  toSafeNumber(divideRounded(quantityTenThousandths(quantity) * BigInt(unitPrice), QUANTITY_SCALE));
