import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { isRepeatedCharacter, modulo11Digit, weightedSumFromRight } from "./check-digits.ts";

// IN RFB 2.229/2024: 8 root and 4 order characters may be letters from July 2026; the two
// check digits stay numeric. Every numeric CNPJ still matches this pattern.
const CNPJ_PATTERN = /^[0-9A-Z]{12}\d{2}$/u;
const CNPJ_MAX_WEIGHT = 9;

/** The two check digits of a 12-character CNPJ base (root + order), numeric or alphanumeric. */
export const cnpjCheckDigits = (base: string): string => {
  const first = modulo11Digit(weightedSumFromRight(base, CNPJ_MAX_WEIGHT));
  const second = modulo11Digit(weightedSumFromRight(`${base}${first}`, CNPJ_MAX_WEIGHT));
  return `${first}${second}`;
};

/** Uppercases a CNPJ and drops the punctuation of its usual mask (12.ABC.345/01DE-35). */
export const normaliseCnpj = (value: string): string =>
  value.replace(/[\s./-]/gu, "").toUpperCase();

/** Formats a normalised CNPJ with its usual mask: 00.000.000/0000-00. */
export const formatCnpj = (cnpj: string): string => {
  const root = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}`;
  return `${root}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
};

/**
 * Checks a normalised CNPJ (see `normaliseCnpj`): 14 characters, 12 of [0-9A-Z] then 2 check
 * digits, not one repeated digit, and correct check digits.
 */
export const cnpjRule: KeyedRule<string> = (value) => {
  if (value.length !== 14) return "brazil.cnpj.mustbe14characters";
  if (!CNPJ_PATTERN.test(value)) return "brazil.cnpj.invalidformat";
  if (isRepeatedCharacter(value)) return "brazil.cnpj.repeateddigits";
  if (value.slice(12) !== cnpjCheckDigits(value.slice(0, 12))) {
    return "brazil.cnpj.invalidcheckdigit";
  }
  return undefined;
};

/** True when the value is a normalised CNPJ with correct check digits. */
export const isValidCnpj = (value: string): boolean => cnpjRule(value) === undefined;

/** A Brazilian company identifier (CNPJ, numeric or alphanumeric), in normalised form. */
export const Cnpj = Schema.String.pipe(Schema.check(keyedCheck(cnpjRule)), Schema.brand("Cnpj"));
export type Cnpj = typeof Cnpj.Type;
