import { Effect } from "effect";
import {
  type IbgeMunicipality,
  searchIbgeMunicipalities,
} from "../brazil/ibge/ibge-municipalities.ts";
import type { MunicipalitySearchQuery } from "../brazil/ibge/municipality-search-request.ts";

/** The IBGE municipalities a picker offers for `q` in `uf`. */
export const searchMunicipalities = (query: MunicipalitySearchQuery) =>
  Effect.sync(
    (): ReadonlyArray<IbgeMunicipality> =>
      searchIbgeMunicipalities(query.q ?? "", query.uf === undefined ? {} : { uf: query.uf }),
  );
