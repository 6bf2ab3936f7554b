import { Schema } from "effect";
import { type UfCode, ufFromIbgeCode } from "../brazil/uf.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const PATTERN = /^\d{7}$/u;

/** Checks an IBGE municipality code: 7 digits whose first two are a UF's IBGE code. */
export const ibgeMunicipalityCodeRule: KeyedRule<string> = (value) => {
  if (!PATTERN.test(value)) return "brazil.municipalitycode.mustbe7digits";
  return ufOfMunicipalityCode(value) === undefined
    ? "brazil.municipalitycode.unknownuf"
    : undefined;
};

/** The UF a municipality code belongs to: its first two digits are the UF's IBGE code. */
export const ufOfMunicipalityCode = (code: string): UfCode | undefined =>
  ufFromIbgeCode(Number(code.slice(0, 2)));

/** A municipality's IBGE code (cMun of NF-e), such as 3550308 for São Paulo. */
export const IbgeMunicipalityCode = Schema.String.pipe(
  Schema.check(keyedCheck(ibgeMunicipalityCodeRule)),
  Schema.annotate({ description: "IBGE municipality code", examples: ["3550308"] }),
);
export type IbgeMunicipalityCode = typeof IbgeMunicipalityCode.Type;
