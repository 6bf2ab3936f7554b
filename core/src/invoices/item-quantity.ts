import { Schema } from "effect";
import { toScaledInteger } from "../money/scaled-integer.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

/** The largest item quantity. */
export const MAX_QUANTITY = 1_000_000_000;
/** The decimals a quantity may carry (BR-FR-DEC-02 allows four). */
export const QUANTITY_DECIMALS = 4;
/** 10^QUANTITY_DECIMALS: a quantity of 1 in ten-thousandths. */
export const QUANTITY_SCALE = 10_000n;

const quantityRule: KeyedRule<number> = (value) => {
  if (toScaledInteger(value, QUANTITY_DECIMALS) === undefined) {
    return "invoiceform.validation.quantitydecimals";
  }
  if (value <= 0) return "invoiceform.validation.quantitymin";
  return value > MAX_QUANTITY ? "invoiceform.validation.quantitytoolarge" : undefined;
};

/**
 * An item's quantity: more than 0, at most four decimals (1.5 hours, 0.25 kg). It travels and is
 * kept in the core as a JSON number, which holds such a decimal exactly in its shortest form;
 * arithmetic reads it as an integer of ten-thousandths (`quantityTenThousandths`).
 */
export const ItemQuantity = Schema.Finite.pipe(
  Schema.check(keyedCheck(quantityRule)),
  Schema.annotateKey({ messageMissingKey: "invoiceform.validation.quantitymin" }),
);

/** A valid quantity as an exact integer of ten-thousandths (1.5 → 15000n). */
export const quantityTenThousandths = (quantity: number): bigint => {
  const scaled = toScaledInteger(quantity, QUANTITY_DECIMALS);
  if (scaled === undefined || quantityRule(quantity) !== undefined) {
    throw new RangeError(`${quantity} is not a valid quantity`);
  }
  return BigInt(scaled);
};
