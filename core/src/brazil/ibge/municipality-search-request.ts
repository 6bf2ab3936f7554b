import { Schema } from "effect";
import { Uf } from "../uf.ts";

const QUERY_MAX = 60;

/** A search of Brazilian municipalities: a UF to stay in and a part of the name. */
export const MunicipalitySearchQuery = Schema.Struct({
  uf: Schema.optionalKey(Uf),
  q: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(QUERY_MAX, { message: "common.validation.toolong" })),
  ),
});
export type MunicipalitySearchQuery = typeof MunicipalitySearchQuery.Type;

/** A municipality as the picker lists it: IBGE code, name and UF. */
export const MunicipalityJson = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  uf: Uf,
});
export type MunicipalityJson = typeof MunicipalityJson.Type;

/** The municipalities a search finds: at most 20 matches, names starting with `q` first. */
export const MunicipalitySearchResponse = Schema.Struct({ data: Schema.Array(MunicipalityJson) });
export type MunicipalitySearchResponse = typeof MunicipalitySearchResponse.Type;
