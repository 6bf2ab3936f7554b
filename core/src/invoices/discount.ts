import { Schema } from "effect";
import { JsonAmount } from "../money/json-amount.ts";
import { MinorUnits } from "../money/minor-units.ts";
import { divideRounded } from "../money/rounding.ts";
import { toScaledInteger } from "../money/scaled-integer.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const PERCENT_DECIMALS = 2;

const percentRule: KeyedRule<number> = (value) => {
  if (toScaledInteger(value, PERCENT_DECIMALS) === undefined) {
    return "invoiceform.validation.discountpercentstep";
  }
  return value <= 0 || value > 100 ? "invoiceform.validation.discountpercentrange" : undefined;
};

const positiveAmountRule: KeyedRule<number> = (value) =>
  value <= 0 ? "invoiceform.validation.discountamountmin" : undefined;

/** A discount of a share of the amount: more than 0 and at most 100 %, two decimals at most. */
export const PercentDiscount = Schema.Struct({
  type: Schema.Literal("percent"),
  value: Schema.Finite.pipe(Schema.check(keyedCheck(percentRule))),
});

/** A discount as a body sends it: a percentage, or an amount in major units. */
export const DiscountRequest = Schema.Union([
  PercentDiscount,
  Schema.Struct({
    type: Schema.Literal("amount"),
    value: JsonAmount.pipe(Schema.check(keyedCheck(positiveAmountRule))),
  }),
]).pipe(Schema.annotate({ description: "A discount: { type: percent | amount, value }" }));
export type DiscountRequest = typeof DiscountRequest.Type;

/**
 * A line discount (EN 16931 BG-27) or an invoice discount (BG-20): a percentage of the amount
 * it applies to, or an amount in minor units, stated in the invoice's price terms (tax included
 * when the invoice's prices include tax).
 */
export const Discount = Schema.Union([
  PercentDiscount,
  Schema.Struct({
    type: Schema.Literal("amount"),
    value: MinorUnits.pipe(Schema.check(keyedCheck(positiveAmountRule))),
  }),
]);
export type Discount = typeof Discount.Type;

/**
 * What a discount takes off `base` (minor units): the percentage of it, halves rounded away from
 * zero, or the amount itself. Undefined when an amount exceeds the base, which no valid invoice
 * holds.
 */
export const discountOf = (
  discount: Discount | null | undefined,
  base: bigint,
): bigint | undefined => {
  if (discount === null || discount === undefined) return 0n;
  if (discount.type === "amount") {
    const amount = BigInt(discount.value);
    return amount > base ? undefined : amount;
  }
  const hundredths = toScaledInteger(discount.value, PERCENT_DECIMALS) ?? 0;
  return divideRounded(base * BigInt(hundredths), 10_000n);
};
