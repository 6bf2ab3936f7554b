import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { INSCRICAO_ESTADUAL_LAYOUTS } from "./inscricao-estadual-states.ts";
import type { UfCode } from "./uf.ts";

/** The value NF-e takes in place of an IE for a registered taxpayer exempt from it. */
export const ISENTO = "ISENTO";

// XSD TIe: 2 to 14 digits, or ISENTO.
const INSCRICAO_ESTADUAL_PATTERN = /^(?:\d{2,14}|ISENTO)$/u;

/** Uppercases an IE and drops the dots, hyphens, slashes and spaces of state masks. */
export const normaliseInscricaoEstadual = (value: string): string =>
  value.replace(/[\s./-]/gu, "").toUpperCase();

/** Checks the NF-e form of an IE, whatever the state: 2 to 14 digits, or ISENTO. */
export const inscricaoEstadualFormatRule: KeyedRule<string> = (value) =>
  INSCRICAO_ESTADUAL_PATTERN.test(value) ? undefined : "brazil.inscricaoestadual.invalidformat";

/**
 * Checks an IE against its state's rules: the NF-e form, a length the state issues, and its
 * check digits. State prefixes are not enforced: states keep opening new series (DF 08, GO 20,
 * PA 75), and a stale prefix list would refuse real numbers.
 */
export const inscricaoEstadualRule =
  (uf: UfCode): KeyedRule<string> =>
  (value) => {
    const formatProblem = inscricaoEstadualFormatRule(value);
    if (formatProblem !== undefined || value === ISENTO) return formatProblem;
    const layout = INSCRICAO_ESTADUAL_LAYOUTS[uf];
    if (!layout.lengths.includes(value.length)) return "brazil.inscricaoestadual.invalidlength";
    if (!layout.hasValidCheckDigits(value)) return "brazil.inscricaoestadual.invalidcheckdigit";
    return undefined;
  };

/** True when the value is ISENTO or a valid IE of the given state. */
export const isValidInscricaoEstadual = (uf: UfCode, value: string): boolean =>
  inscricaoEstadualRule(uf)(value) === undefined;

/**
 * A state taxpayer registration (inscrição estadual) in NF-e form. Its state's rules are checked
 * by `inscricaoEstadualRule(uf)`, which needs the UF.
 */
export const InscricaoEstadual = Schema.String.pipe(
  Schema.check(keyedCheck(inscricaoEstadualFormatRule)),
  Schema.brand("InscricaoEstadual"),
);
export type InscricaoEstadual = typeof InscricaoEstadual.Type;
