import { Effect } from "effect";
import { searchIbgeMunicipalities } from "../brazil/ibge/ibge-municipalities.ts";
import type {
  MunicipalitySearchQuery,
  MunicipalitySearchResponse,
} from "../brazil/ibge/municipality-search-request.ts";

/** The IBGE municipalities a picker offers for `q` in `uf`. */
export const searchMunicipalities = (query: MunicipalitySearchQuery) =>
  Effect.sync(
    (): MunicipalitySearchResponse => ({
      data: searchIbgeMunicipalities(query.q ?? "", query.uf === undefined ? {} : { uf: query.uf }),
    }),
  );
