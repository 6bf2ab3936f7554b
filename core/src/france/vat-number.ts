import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { normaliseVatNumber } from "../vat/normalise-vat-number.ts";
import { isLuhnValid } from "./luhn.ts";

// Key characters of the newer alphanumeric keys: digits and letters, without I and O.
const KEY_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const VAT_NUMBER_PATTERN = /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/u;
const NUMERIC_KEY_PATTERN = /^\d{2}$/u;
// Monaco companies get French VAT numbers on a 000… identifier that is not a SIREN.
const MONACO_PREFIX = "000";

/** The numeric VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, as 2 digits. */
export const frenchVatKey = (siren: string): string =>
  String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");

/** The French VAT number of a company: FR, its numeric key, then its SIREN. */
export const frenchVatNumberFromSiren = (siren: string): string =>
  `FR${frenchVatKey(siren)}${siren}`;

const keyIndex = (char: string): number => KEY_ALPHABET.indexOf(char);

// Alphanumeric keys (at least one letter) follow the DGFiP's modulo-11 scheme.
const isAlphanumericKeyValid = (key: string, siren: string): boolean => {
  const [first = "", second = ""] = key;
  const check = /\d/u.test(first)
    ? keyIndex(first) * 24 + keyIndex(second) - 10
    : keyIndex(first) * 34 + keyIndex(second) - 100;
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
};

const isKeyValid = (key: string, siren: string): boolean =>
  NUMERIC_KEY_PATTERN.test(key) ? key === frenchVatKey(siren) : isAlphanumericKeyValid(key, siren);

/** Checks a French VAT number: FR, a 2-character key, a SIREN, and the key matching the SIREN. */
export const frenchVatNumberRule: KeyedRule<string> = (value) => {
  if (!VAT_NUMBER_PATTERN.test(value)) return "france.vatnumber.invalidformat";
  const key = value.slice(2, 4);
  const siren = value.slice(4);
  if (!siren.startsWith(MONACO_PREFIX) && !isLuhnValid(siren)) {
    return "france.vatnumber.invalidsiren";
  }
  if (!isKeyValid(key, siren)) return "france.vatnumber.invalidkey";
  return undefined;
};

/** True when the value is a well-formed French VAT number whose key matches its SIREN. */
export const isValidFrenchVatNumber = (value: string): boolean =>
  frenchVatNumberRule(value) === undefined;

/** Uppercases a French VAT number and drops spaces, dots and hyphens typed by users. */
export const normaliseFrenchVatNumber = normaliseVatNumber;

/** A French intra-community VAT number (FR + key + SIREN), checked against its SIREN. */
export const FrenchVatNumber = Schema.String.pipe(
  Schema.check(keyedCheck(frenchVatNumberRule)),
  Schema.brand("FrenchVatNumber"),
);
export type FrenchVatNumber = typeof FrenchVatNumber.Type;
