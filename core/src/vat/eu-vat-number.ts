import { Schema } from "effect";
import { frenchVatNumberRule } from "../france/vat-number.ts";
import type { CountryCode } from "../geography/country-code.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { vatCheckDigits } from "./vat-check-digits.ts";

/**
 * The shape of the VAT numbers of each EU member state after its two-letter prefix (Greece is
 * EL, Northern Ireland trades goods under XI), as the VIES service documents them.
 */
const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/u,
  BE: /^[01]\d{9}$/u,
  BG: /^\d{9,10}$/u,
  CY: /^\d{8}[A-Z]$/u,
  CZ: /^\d{8,10}$/u,
  DE: /^\d{9}$/u,
  DK: /^\d{8}$/u,
  EE: /^\d{9}$/u,
  EL: /^\d{9}$/u,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/u,
  FI: /^\d{8}$/u,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/u,
  HR: /^\d{11}$/u,
  HU: /^\d{8}$/u,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/u,
  IT: /^\d{11}$/u,
  LT: /^(\d{9}|\d{12})$/u,
  LU: /^\d{8}$/u,
  LV: /^\d{11}$/u,
  MT: /^\d{8}$/u,
  NL: /^\d{9}B\d{2}$/u,
  PL: /^\d{10}$/u,
  PT: /^\d{9}$/u,
  RO: /^\d{2,10}$/u,
  SE: /^\d{10}01$/u,
  SI: /^\d{8}$/u,
  SK: /^\d{10}$/u,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/u,
};

/** The VAT prefixes of the EU (the member states' and XI). */
export const EU_VAT_PREFIXES: ReadonlyArray<string> = Object.keys(EU_VAT_FORMATS);

// A VAT number from outside the EU: a country prefix and up to 18 letters and digits (CHE…MWST).
const OTHER_VAT_NUMBER = /^[A-Z0-9]{4,20}$/u;

/** The VAT prefix of a country: its ISO code, but EL for Greece. */
export const vatPrefixOfCountry = (country: CountryCode): string =>
  country === "GR" ? "EL" : country;

/** True when the number begins with the VAT prefix of an EU member state (or XI). */
export const hasEuVatPrefix = (vatNumber: string): boolean =>
  Object.hasOwn(EU_VAT_FORMATS, vatNumber.slice(0, 2));

const checkDigitsMatch = (prefix: string, rest: string): boolean => {
  const check = vatCheckDigits[prefix];
  if (check === undefined) return true;
  const body = rest.slice(0, -check.length);
  return check.of(body) === rest.slice(-check.length);
};

/**
 * Checks a VAT number (docs/PRODUCT-RULES.md#france-mentions). One with an EU prefix must have
 * that state's shape and, where the state has one, its check digits (the French key against the
 * SIREN); any other is 4 to 20 letters and digits.
 */
export const vatNumberRule: KeyedRule<string> = (value) => {
  const prefix = value.slice(0, 2);
  if (prefix === "FR") return frenchVatNumberRule(value);
  const format = EU_VAT_FORMATS[prefix];
  if (format === undefined) {
    return OTHER_VAT_NUMBER.test(value) ? undefined : "vat.number.invalidformat";
  }
  const rest = value.slice(2);
  if (!format.test(rest)) return "vat.number.invalidformat";
  return checkDigitsMatch(prefix, rest) ? undefined : "vat.number.invalidcheckdigit";
};

/** True when `vatNumberRule` accepts the value. */
export const isValidVatNumber = (value: string): boolean => vatNumberRule(value) === undefined;

/** A VAT number, of any EU state (checked with its format and check digits) or from elsewhere. */
export const VatNumber = Schema.String.pipe(
  Schema.check(keyedCheck(vatNumberRule)),
  Schema.brand("VatNumber"),
);
export type VatNumber = typeof VatNumber.Type;
