import { Schema } from "effect";
import { toScaledInteger } from "../money/scaled-integer.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const taxRateRule: KeyedRule<number> = (rate) => {
  if (rate < 0 || rate > 100) return "invoiceform.validation.taxraterange";
  return toScaledInteger(rate, 1) === undefined ? "invoiceform.validation.taxratestep" : undefined;
};

/** A tax rate in percent, 0 to 100 in steps of 0.1 (docs/PRODUCT-RULES.md#lines): 20, 5.5, 2.1. */
export const TaxRate = Schema.Finite.pipe(
  Schema.check(keyedCheck(taxRateRule)),
  Schema.annotate({ description: "Tax rate in percent, 0 to 100, at most one decimal" }),
);

/** A validated tax rate in tenths of a percent (5.5 → 55), so tax arithmetic stays exact. */
export const taxRateTenths = (rate: number): number => {
  const tenths = toScaledInteger(rate, 1);
  if (tenths === undefined || taxRateRule(rate) !== undefined) {
    throw new RangeError(`${rate} is not a valid tax rate`);
  }
  return tenths;
};
