import { modulo11Digit, weightedSumFromRight } from "./check-digits.ts";
import type { UfCode } from "./uf.ts";

/** How one state's inscrição estadual is laid out and checked (SINTEGRA rules). */
export interface InscricaoEstadualLayout {
  /** Digit counts the state issues. */
  readonly lengths: ReadonlyArray<number>;
  /** True when the check digits of a digits-only IE of an accepted length are correct. */
  readonly hasValidCheckDigits: (ie: string) => boolean;
}

// Most states weight digits 2…9 from the right, wrapping, and use the usual modulo-11 digit.
const MOST_STATES_MAX_WEIGHT = 9;

const weightedSum = (digits: string, weights: ReadonlyArray<number>): number =>
  Array.from(digits).reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0);

const withModulo11Digits = (base: string, count: number, maxWeight: number): string =>
  Array.from({ length: count }).reduce<string>(
    (value) => `${value}${modulo11Digit(weightedSumFromRight(value, maxWeight))}`,
    base,
  );

/** The last `count` digits are usual modulo-11 digits, each over all the digits before it. */
const endsWithModulo11Digits =
  (count: number, maxWeight = MOST_STATES_MAX_WEIGHT) =>
  (ie: string): boolean =>
    withModulo11Digits(ie.slice(0, -count), count, maxWeight) === ie;

// AL and RN: the digit is (10 × sum) mod 11, with 10 written as 0.
const endsWithTimesTenDigit =
  (maxWeight: number) =>
  (ie: string): boolean =>
    ((weightedSumFromRight(ie.slice(0, -1), maxWeight) * 10) % 11) % 10 === Number(ie.slice(-1));

// RO and old PE numbers: 11 − remainder, minus 10 when that leaves two digits.
const elevenMinusRemainderWrapped = (sum: number): number => {
  const digit = 11 - (sum % 11);
  return digit > 9 ? digit - 10 : digit;
};

const between = (value: number, low: number, high: number): boolean =>
  value >= low && value <= high;

// AP adds p to the sum and uses d when the remainder is 0, both set by the number's range.
const amapaAdjustments = (number: number): readonly [p: number, d: number] => {
  if (between(number, 3000001, 3017000)) return [5, 0];
  if (between(number, 3017001, 3019022)) return [9, 1];
  return [0, 0];
};

const amapa = (ie: string): boolean => {
  const base = ie.slice(0, 8);
  const [p, d] = amapaAdjustments(Number(base));
  const digit = 11 - ((p + weightedSumFromRight(base, MOST_STATES_MAX_WEIGHT)) % 11);
  const expected = digit === 11 ? d : digit % 10;
  return expected === Number(ie[8]);
};

// BA: the second check digit is computed first and takes part in the first; the modulus is 10
// or 11 depending on the leading digit (the second one for 9-digit numbers).
const bahia = (ie: string): boolean => {
  const base = ie.slice(0, -2);
  const selector = ie.length === 8 ? ie[0] : ie[1];
  const digitFor =
    selector !== undefined && "0123458".includes(selector)
      ? (sum: number) => (10 - (sum % 10)) % 10
      : modulo11Digit;
  const second = digitFor(weightedSumFromRight(base, MOST_STATES_MAX_WEIGHT));
  const first = digitFor(weightedSumFromRight(`${base}${second}`, MOST_STATES_MAX_WEIGHT));
  return `${base}${first}${second}` === ie;
};

// GO: remainder 1 gives 1 inside one historical range, and 11094402 accepts 0 or 1.
const goias = (ie: string): boolean => {
  const base = ie.slice(0, 8);
  const checkDigit = Number(ie[8]);
  if (base === "11094402") return checkDigit === 0 || checkDigit === 1;
  const remainder = weightedSumFromRight(base, MOST_STATES_MAX_WEIGHT) % 11;
  if (remainder === 0) return checkDigit === 0;
  if (remainder === 1) return checkDigit === (between(Number(base), 10103105, 10119997) ? 1 : 0);
  return checkDigit === 11 - remainder;
};

// MG: the first digit sums the digits of alternating ×1/×2 products over the number with a 0
// inserted after the municipality code; the second is modulo 11 with weights up to 11.
const minasGerais = (ie: string): boolean => {
  const body = ie.slice(0, 11);
  const padded = `${body.slice(0, 3)}0${body.slice(3)}`;
  const productDigits = Array.from(padded, (digit, index) =>
    String(Number(digit) * (1 + (index % 2))),
  );
  const digitSum = Array.from(productDigits.join(""), Number).reduce(
    (sum, digit) => sum + digit,
    0,
  );
  const first = (10 - (digitSum % 10)) % 10;
  const second = modulo11Digit(weightedSumFromRight(`${body}${first}`, 11));
  return `${body}${first}${second}` === ie;
};

// MT numbers may be written without their leading zeros.
const matoGrosso = (ie: string): boolean => endsWithModulo11Digits(1)(ie.padStart(11, "0"));

// PE: 9-digit eFisco numbers carry two modulo-11 digits; old 14-digit CACEPE numbers one.
const OLD_PERNAMBUCO_WEIGHTS = [5, 4, 3, 2, 1, 9, 8, 7, 6, 5, 4, 3, 2];
const pernambuco = (ie: string): boolean =>
  ie.length === 9
    ? endsWithModulo11Digits(2)(ie)
    : elevenMinusRemainderWrapped(weightedSum(ie.slice(0, 13), OLD_PERNAMBUCO_WEIGHTS)) ===
      Number(ie[13]);

// RO: 14-digit numbers since 2000; 9-digit ones check only the 5 company digits after the
// municipality code.
const rondonia = (ie: string): boolean => {
  const checked = ie.length === 14 ? ie.slice(0, 13) : ie.slice(3, 8);
  const digit = elevenMinusRemainderWrapped(weightedSumFromRight(checked, MOST_STATES_MAX_WEIGHT));
  return digit === Number(ie.slice(-1));
};

// RR: weights 1…8 from the left, modulus 9.
const RORAIMA_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8];
const roraima = (ie: string): boolean =>
  weightedSum(ie.slice(0, 8), RORAIMA_WEIGHTS) % 9 === Number(ie[8]);

// SP (industry and trade): the 9th and 12th digits are the last digit of remainders mod 11.
const SAO_PAULO_FIRST_WEIGHTS = [1, 3, 4, 5, 6, 7, 8, 10];
const saoPaulo = (ie: string): boolean => {
  const first = (weightedSum(ie.slice(0, 8), SAO_PAULO_FIRST_WEIGHTS) % 11) % 10;
  const second = (weightedSumFromRight(ie.slice(0, 11), 10) % 11) % 10;
  return first === Number(ie[8]) && second === Number(ie[11]);
};

// TO: old 11-digit numbers carry a 2-digit category (3rd and 4th) left out of the check.
const tocantins = (ie: string): boolean => {
  const checked = ie.length === 11 ? `${ie.slice(0, 2)}${ie.slice(4)}` : ie;
  return endsWithModulo11Digits(1)(checked);
};

/** The inscrição estadual layout of each of the 27 UFs. */
export const INSCRICAO_ESTADUAL_LAYOUTS: Readonly<Record<UfCode, InscricaoEstadualLayout>> = {
  AC: { lengths: [13], hasValidCheckDigits: endsWithModulo11Digits(2) },
  AL: { lengths: [9], hasValidCheckDigits: endsWithTimesTenDigit(MOST_STATES_MAX_WEIGHT) },
  AM: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  AP: { lengths: [9], hasValidCheckDigits: amapa },
  BA: { lengths: [8, 9], hasValidCheckDigits: bahia },
  CE: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  DF: { lengths: [13], hasValidCheckDigits: endsWithModulo11Digits(2) },
  ES: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  GO: { lengths: [9], hasValidCheckDigits: goias },
  MA: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  MG: { lengths: [13], hasValidCheckDigits: minasGerais },
  MS: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  MT: { lengths: [9, 10, 11], hasValidCheckDigits: matoGrosso },
  PA: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  PB: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  PE: { lengths: [9, 14], hasValidCheckDigits: pernambuco },
  PI: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  PR: { lengths: [10], hasValidCheckDigits: endsWithModulo11Digits(2, 7) },
  RJ: { lengths: [8], hasValidCheckDigits: endsWithModulo11Digits(1, 7) },
  RN: { lengths: [9, 10], hasValidCheckDigits: endsWithTimesTenDigit(10) },
  RO: { lengths: [9, 14], hasValidCheckDigits: rondonia },
  RR: { lengths: [9], hasValidCheckDigits: roraima },
  RS: { lengths: [10], hasValidCheckDigits: endsWithModulo11Digits(1) },
  SC: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  SE: { lengths: [9], hasValidCheckDigits: endsWithModulo11Digits(1) },
  SP: { lengths: [12], hasValidCheckDigits: saoPaulo },
  TO: { lengths: [9, 11], hasValidCheckDigits: tocantins },
};
