import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { isLuhnValid, luhnCheckDigit } from "./luhn.ts";

const SIREN_PATTERN = /^\d{9}$/u;

/** Checks a SIREN: 9 digits whose last digit is the Luhn key. */
export const sirenRule: KeyedRule<string> = (value) => {
  if (!SIREN_PATTERN.test(value)) return "france.siren.mustbe9digits";
  if (!isLuhnValid(value)) return "france.siren.invalidcheckdigit";
  return undefined;
};

/** True when the value is a well-formed SIREN with a correct key. */
export const isValidSiren = (value: string): boolean => sirenRule(value) === undefined;

/** Completes an 8-digit SIREN base with its Luhn key. */
export const sirenFromBase = (base: string): string => `${base}${luhnCheckDigit(base)}`;

/** A French company identifier (SIREN), checked with its Luhn key. */
export const Siren = Schema.String.pipe(Schema.check(keyedCheck(sirenRule)), Schema.brand("Siren"));
export type Siren = typeof Siren.Type;
