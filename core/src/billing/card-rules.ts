import type { IsoDate } from "../calendar/iso-date.ts";
import type { Decoded } from "../validation/decode-fields.ts";

/** The card brands the card form tells apart by the number's first digits. */
export const cardBrands = [
  "visa",
  "mastercard",
  "amex",
  "discover",
  "diners",
  "jcb",
  "unionpay",
  "unknown",
] as const;
export type CardBrand = (typeof cardBrands)[number];

/** A card as typed in the card form. */
export interface CardEntry {
  readonly number: string;
  /** `MM/YY` (also `MM / YY`, `MM/YYYY`, `MMYY`). */
  readonly expiry: string;
  readonly cvc: string;
}

/** A card that passed every check: what the sandbox provider needs; only brand and last4 are kept. */
export interface CheckedCard {
  readonly digits: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

// Issuer prefixes (IIN ranges), most specific first: 62 is UnionPay unless Discover claims it.
const brandPrefixes: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ["amex", /^3[47]/u],
  ["diners", /^3(?:0[0-5]|[689])/u],
  ["jcb", /^35(?:2[89]|[3-8])/u],
  ["visa", /^4/u],
  ["mastercard", /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/u],
  ["discover", /^(?:6011|64[4-9]|65)/u],
  ["unionpay", /^62/u],
];

const lengths: Readonly<Record<CardBrand, { readonly min: number; readonly max: number }>> = {
  visa: { min: 13, max: 19 },
  mastercard: { min: 16, max: 16 },
  amex: { min: 15, max: 15 },
  discover: { min: 16, max: 19 },
  diners: { min: 14, max: 19 },
  jcb: { min: 16, max: 19 },
  unionpay: { min: 16, max: 19 },
  unknown: { min: 12, max: 19 },
};

/** The digits of a card number as typed, without the spaces and hyphens that group them. */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/gu, "");

/** Whether a string of digits passes the Luhn (mod 10) check that every card number carries. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/u.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/** The brand of a card number, by its first digits. */
export const cardBrand = (digits: string): CardBrand =>
  brandPrefixes.find(([, prefix]) => prefix.test(digits))?.[0] ?? "unknown";

/** The problem with a typed card number (an i18n key), or undefined when it is valid. */
export const cardNumberProblem = (typed: string): string | undefined => {
  const digits = cardDigits(typed);
  if (digits === "") return "billing.card.numberrequired";
  if (!/^\d+$/u.test(digits)) return "billing.card.invalidnumber";
  const { min, max } = lengths[cardBrand(digits)];
  if (digits.length < min) return "billing.card.numberincomplete";
  if (digits.length > max || !passesLuhn(digits)) return "billing.card.invalidnumber";
  return undefined;
};

/** The month and four-digit year of a typed expiry, or undefined when it is not a date. */
export const parseExpiry = (
  typed: string,
): { readonly month: number; readonly year: number } | undefined => {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/u.exec(typed.trim());
  if (match === null) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: year < 100 ? 2000 + year : year };
};

/**
 * The problem with a typed expiry at `today` (an i18n key), or undefined when valid. A card is
 * valid through the last day of its expiry month.
 */
export const expiryProblem = (typed: string, today: IsoDate): string | undefined => {
  if (typed.trim() === "") return "billing.card.expiryrequired";
  const expiry = parseExpiry(typed);
  if (expiry === undefined) return "billing.card.invalidexpiry";
  const [year, month] = today.split("-").map(Number);
  const current = (year ?? 0) * 12 + (month ?? 0);
  return expiry.year * 12 + expiry.month < current ? "billing.card.expired" : undefined;
};

// The digits of a card's security code: four on American Express cards, three on the others.
const cvcLength = (brand: CardBrand): number => (brand === "amex" ? 4 : 3);

/** The problem with a typed security code for a card of `brand` (an i18n key), or undefined. */
export const cvcProblem = (typed: string, brand: CardBrand): string | undefined => {
  const cvc = typed.trim();
  if (cvc === "") return "billing.card.cvcrequired";
  return new RegExp(`^\\d{${cvcLength(brand)}}$`, "u").test(cvc)
    ? undefined
    : "billing.card.invalidcvc";
};

/**
 * Checks a typed card at `today`: number (length for its brand and Luhn key), expiry (not
 * past) and security code (3 digits, 4 for American Express). Answers the checked card, or each
 * failing field (`number`, `expiry`, `cvc`) with its i18n key.
 */
export const checkCard = (card: CardEntry, today: IsoDate): Decoded<CheckedCard> => {
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  const problems = {
    number: cardNumberProblem(card.number),
    expiry: expiryProblem(card.expiry, today),
    cvc: cvcProblem(card.cvc, brand),
  };
  const fields = Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const expiry = parseExpiry(card.expiry);
  if (Object.keys(fields).length > 0 || expiry === undefined) return { fields };
  return {
    value: { digits, brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year },
  };
};
