import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { isLuhnValid } from "./luhn.ts";

const SIRET_PATTERN = /^\d{14}$/u;
const LA_POSTE_SIREN = "356000000";

const digitSum = (digits: string): number =>
  Array.from(digits, Number).reduce((sum, digit) => sum + digit, 0);

// La Poste numbers its many establishments under one SIREN with a digit-sum key instead of
// Luhn; its head office (35600000000048) still uses Luhn, so both keys are accepted there.
const hasValidKey = (siret: string): boolean =>
  isLuhnValid(siret) || (siret.startsWith(LA_POSTE_SIREN) && digitSum(siret) % 5 === 0);

/** Checks a SIRET: 14 digits, a valid SIREN prefix and a valid establishment key. */
export const siretRule: KeyedRule<string> = (value) => {
  if (!SIRET_PATTERN.test(value)) return "france.siret.mustbe14digits";
  if (!isLuhnValid(value.slice(0, 9)) || !hasValidKey(value)) {
    return "france.siret.invalidcheckdigit";
  }
  return undefined;
};

/** True when the value is a well-formed SIRET with correct keys. */
export const isValidSiret = (value: string): boolean => siretRule(value) === undefined;

/** The SIREN (first 9 digits) of a SIRET. */
export const sirenOfSiret = (siret: string): string => siret.slice(0, 9);

/** A French establishment identifier (SIRET), checked with its Luhn key. */
export const Siret = Schema.String.pipe(Schema.check(keyedCheck(siretRule)), Schema.brand("Siret"));
export type Siret = typeof Siret.Type;
