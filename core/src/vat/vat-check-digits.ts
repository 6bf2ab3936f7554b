import { luhnCheckDigit } from "../france/luhn.ts";

/**
 * The check digits some EU states put at the end of their VAT numbers, each computed from the
 * digits before them (the body); null when the body can take no valid number (its remainder
 * would need a two-digit key where the state allows one digit).
 */
export interface VatCheckDigits {
  /** How many digits the check takes at the end of the number. */
  readonly length: number;
  readonly of: (body: string) => string | null;
}

const digits = (body: string): number[] => Array.from(body, Number);

const weightedSum = (body: string, weights: ReadonlyArray<number>): number =>
  digits(body).reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0);

/** ISO 7064 MOD 11,10 (Germany, Croatia). */
const mod11Of10: VatCheckDigits = {
  length: 1,
  of: (body) => {
    const product = digits(body).reduce((carry, digit) => {
      const sum = (digit + carry) % 10;
      return ((sum === 0 ? 10 : sum) * 2) % 11;
    }, 10);
    return String((11 - product) % 10);
  },
};

/** A mod-11 weighted sum whose key is 11 minus the remainder (Finland) or the remainder (Poland). */
const weightedMod11 = (weights: ReadonlyArray<number>, complement: boolean): VatCheckDigits => ({
  length: 1,
  of: (body) => {
    const remainder = weightedSum(body, weights) % 11;
    const key = complement ? (11 - remainder) % 11 : remainder;
    return key === 10 ? null : String(key);
  },
});

/** The check digits of the EU VAT numbers that carry one, by VAT prefix. */
export const vatCheckDigits: Readonly<Partial<Record<string, VatCheckDigits>>> = {
  BE: {
    length: 2,
    of: (body) => String(97 - (Number(body) % 97)).padStart(2, "0"),
  },
  DE: mod11Of10,
  HR: mod11Of10,
  DK: weightedMod11([2, 7, 6, 5, 4, 3, 2], true),
  FI: weightedMod11([7, 9, 10, 5, 8, 4, 2], true),
  PL: weightedMod11([6, 5, 7, 2, 3, 4, 5, 6, 7], false),
  IT: { length: 1, of: (body) => String(luhnCheckDigit(body)) },
  LU: { length: 2, of: (body) => String(Number(body) % 89).padStart(2, "0") },
};
