import { Schema } from "effect";
import type { KeyedRule } from "../validation/keyed-rule.ts";

/** The 27 federative units (26 states and the Federal District) with their IBGE codes (cUF). */
export const UF_IBGE_CODES = {
  RO: 11,
  AC: 12,
  AM: 13,
  RR: 14,
  PA: 15,
  AP: 16,
  TO: 17,
  MA: 21,
  PI: 22,
  CE: 23,
  RN: 24,
  PB: 25,
  PE: 26,
  AL: 27,
  SE: 28,
  BA: 29,
  MG: 31,
  ES: 32,
  RJ: 33,
  SP: 35,
  PR: 41,
  SC: 42,
  RS: 43,
  MS: 50,
  MT: 51,
  GO: 52,
  DF: 53,
} as const;

export type UfCode = keyof typeof UF_IBGE_CODES;

/** The 27 UF abbreviations, in IBGE code order. */
export const UF_CODES = Object.keys(UF_IBGE_CODES) as ReadonlyArray<UfCode>;

const UNKNOWN_UF = "brazil.uf.unknown";

/** True when the value is one of the 27 UF abbreviations. */
export const isUf = (value: string): value is UfCode => Object.hasOwn(UF_IBGE_CODES, value);

/** Checks a UF abbreviation (uppercase, e.g. SP). */
export const ufRule: KeyedRule<string> = (value) => (isUf(value) ? undefined : UNKNOWN_UF);

/** The IBGE code (cUF) of a UF. */
export const ufIbgeCode = (uf: UfCode): number => UF_IBGE_CODES[uf];

/** The UF with the given IBGE code (cUF), if any. */
export const ufFromIbgeCode = (code: number): UfCode | undefined =>
  UF_CODES.find((uf) => UF_IBGE_CODES[uf] === code);

/** A Brazilian federative unit abbreviation (one of the 27). */
export const Uf = Schema.String.pipe(Schema.refine(isUf, { message: UNKNOWN_UF }));
export type Uf = typeof Uf.Type;
