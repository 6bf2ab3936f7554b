import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const CEP_PATTERN = /^\d{5}-?\d{3}$/u;

/** Checks a CEP written as 8 digits or as 00000-000. */
export const cepRule: KeyedRule<string> = (value) =>
  CEP_PATTERN.test(value) ? undefined : "brazil.cep.invalidformat";

/** True when the value is a CEP, with or without its hyphen. */
export const isValidCep = (value: string): boolean => cepRule(value) === undefined;

/** A valid CEP as the 8 digits NF-e XML expects. */
export const normaliseCep = (cep: string): string => cep.replace("-", "");

/** A valid CEP in its display form 00000-000. */
export const formatCep = (cep: string): string => {
  const digits = normaliseCep(cep);
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
};

/** A Brazilian postal code (CEP): 8 digits, optionally written 00000-000. */
export const Cep = Schema.String.pipe(Schema.check(keyedCheck(cepRule)), Schema.brand("Cep"));
export type Cep = typeof Cep.Type;
