import type { KeyedRule } from "../../validation/keyed-rule.ts";
import { isUf, UF_CODES, type UfCode, ufFromIbgeCode, ufIbgeCode } from "../uf.ts";
import { MUNICIPALITIES_BY_UF } from "./municipalities-data.ts";

/** A Brazilian municipality as IBGE lists it. */
export interface IbgeMunicipality {
  /** The 7-digit IBGE code (NF-e `cMun`), e.g. 3550308. */
  readonly code: string;
  /** The official name with its accents (NF-e `xMun`), e.g. São Paulo. */
  readonly name: string;
  readonly uf: UfCode;
}

const ENTRY = /^(\d+)(.+)$/u;
const decoded = new Map<UfCode, ReadonlyArray<IbgeMunicipality>>();

const decodeUf = (uf: UfCode): ReadonlyArray<IbgeMunicipality> => {
  let code = ufIbgeCode(uf) * 100_000;
  return MUNICIPALITIES_BY_UF[uf].split("|").map((entry) => {
    const [, delta = "", name = ""] = ENTRY.exec(entry) ?? [];
    code += Number(delta);
    return { code: String(code), name, uf };
  });
};

const byCode = (uf: UfCode): ReadonlyArray<IbgeMunicipality> => {
  const known = decoded.get(uf);
  if (known !== undefined) return known;
  const list = decodeUf(uf);
  decoded.set(uf, list);
  return list;
};

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** The municipalities of a UF, by name in Portuguese order. */
export const ibgeMunicipalitiesOf = (uf: UfCode): ReadonlyArray<IbgeMunicipality> =>
  byCode(uf).toSorted((a, b) => collator.compare(a.name, b.name));

/** The municipality with this IBGE code, if IBGE lists one. */
export const ibgeMunicipality = (code: string): IbgeMunicipality | undefined => {
  const uf = ufFromIbgeCode(Number(code.slice(0, 2)));
  return uf === undefined
    ? undefined
    : byCode(uf).find((municipality) => municipality.code === code);
};

/** Checks that a municipality code is one IBGE lists. */
export const knownIbgeMunicipalityRule: KeyedRule<string> = (code) =>
  ibgeMunicipality(code) === undefined ? "brazil.municipalitycode.unknown" : undefined;

/** Lowercase without accents, so "sao paulo" finds São Paulo. */
const folded = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** Options of a municipality search: a UF to stay in, and at most how many answers. */
export interface IbgeMunicipalitySearch {
  readonly uf?: string;
  readonly limit?: number;
}

const DEFAULT_LIMIT = 20;

/**
 * Municipalities whose name contains the query, ignoring case and accents (for a picker): names
 * starting with it first, then by name. An unknown UF finds nothing.
 */
export const searchIbgeMunicipalities = (
  query: string,
  search: IbgeMunicipalitySearch = {},
): ReadonlyArray<IbgeMunicipality> => {
  const wanted = folded(query);
  if (search.uf !== undefined && !isUf(search.uf)) return [];
  const ufs = search.uf === undefined ? UF_CODES : [search.uf];
  const matches = ufs
    .flatMap((uf) => byCode(uf))
    .map((municipality) => ({ municipality, position: folded(municipality.name).indexOf(wanted) }))
    .filter(({ position }) => position >= 0);
  return matches
    .toSorted(
      (a, b) =>
        Number(a.position !== 0) - Number(b.position !== 0) ||
        collator.compare(a.municipality.name, b.municipality.name) ||
        a.municipality.uf.localeCompare(b.municipality.uf),
    )
    .slice(0, search.limit ?? DEFAULT_LIMIT)
    .map(({ municipality }) => municipality);
};
