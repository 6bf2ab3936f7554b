import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const POSTAL_CODE_PATTERN = /^\d{5}$/u;

/** Checks a French postal code: exactly 5 digits. */
export const frenchPostalCodeRule: KeyedRule<string> = (value) =>
  POSTAL_CODE_PATTERN.test(value) ? undefined : "france.postalcode.mustbe5digits";

/** True when the value is a 5-digit French postal code. */
export const isValidFrenchPostalCode = (value: string): boolean =>
  frenchPostalCodeRule(value) === undefined;

/** A French postal code (5 digits). */
export const FrenchPostalCode = Schema.String.pipe(
  Schema.check(keyedCheck(frenchPostalCodeRule)),
  Schema.brand("FrenchPostalCode"),
);
export type FrenchPostalCode = typeof FrenchPostalCode.Type;
