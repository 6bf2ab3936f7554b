import { Schema } from "effect";
import { inscricaoEstadualRule } from "../brazil/inscricao-estadual.ts";
import { isUf } from "../brazil/uf.ts";
import { ufOfMunicipalityCode } from "./ibge-municipality-code.ts";

/** The fields of a Brazilian party whose consistency can be checked across fields. */
export interface BrazilianPartyFields {
  readonly uf: string | null;
  readonly municipalityCode: string | null;
  readonly inscricaoEstadual: string | null;
}

/**
 * Cross-field problems of a Brazilian address, as field → i18n key: the municipality must lie in
 * the UF, and the state registration (IE) must follow that UF's rules.
 */
export const brazilianPartyProblems = (
  party: BrazilianPartyFields,
): ReadonlyArray<Schema.FilterIssue> => {
  const { uf, municipalityCode, inscricaoEstadual } = party;
  if (uf === null || !isUf(uf)) return [];
  const problems: Array<Schema.FilterIssue> = [];
  if (municipalityCode !== null && ufOfMunicipalityCode(municipalityCode) !== uf) {
    problems.push({ path: ["municipalityCode"], issue: "brazil.municipalitycode.notinuf" });
  }
  const ieProblem =
    inscricaoEstadual === null ? undefined : inscricaoEstadualRule(uf)(inscricaoEstadual);
  if (ieProblem !== undefined) problems.push({ path: ["inscricaoEstadual"], issue: ieProblem });
  return problems;
};

/** A schema check reporting `brazilianPartyProblems` at their fields. */
export const brazilianPartyCheck = <T extends BrazilianPartyFields>() =>
  Schema.makeFilter<T>((party) => brazilianPartyProblems(party));
