import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { isRepeatedCharacter, modulo11Digit, weightedSumFromRight } from "./check-digits.ts";

const CPF_PATTERN = /^\d{11}$/u;
// CPF weights run 2…10 and 2…11 from the right without wrapping.
const CPF_MAX_WEIGHT = 11;

/** The two check digits of a 9-digit CPF base. */
export const cpfCheckDigits = (base: string): string => {
  const first = modulo11Digit(weightedSumFromRight(base, CPF_MAX_WEIGHT));
  const second = modulo11Digit(weightedSumFromRight(`${base}${first}`, CPF_MAX_WEIGHT));
  return `${first}${second}`;
};

/** Drops the punctuation of the usual CPF mask (000.000.000-00). */
export const normaliseCpf = (value: string): string => value.replace(/[\s.-]/gu, "");

/** Formats a normalised CPF with its usual mask: 000.000.000-00. */
export const formatCpf = (cpf: string): string =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** Checks a normalised CPF: 11 digits, not one repeated digit, and correct check digits. */
export const cpfRule: KeyedRule<string> = (value) => {
  if (!CPF_PATTERN.test(value)) return "brazil.cpf.mustbe11digits";
  if (isRepeatedCharacter(value)) return "brazil.cpf.repeateddigits";
  if (value.slice(9) !== cpfCheckDigits(value.slice(0, 9))) return "brazil.cpf.invalidcheckdigit";
  return undefined;
};

/** True when the value is a normalised CPF with correct check digits. */
export const isValidCpf = (value: string): boolean => cpfRule(value) === undefined;

/** A Brazilian individual taxpayer identifier (CPF), in normalised form (11 digits). */
export const Cpf = Schema.String.pipe(Schema.check(keyedCheck(cpfRule)), Schema.brand("Cpf"));
export type Cpf = typeof Cpf.Type;
