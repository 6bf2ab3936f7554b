import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { clientsApi } from "../../api/clients-api.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";

/** Clients per page: fills rows of one, two, three or four cards. */
export const CLIENTS_PAGE_SIZE = 24;

interface ListQuery {
  readonly q: string;
  readonly page: number;
}

/**
 * One page of the user's clients matching `q` (searched by the server), fetched again when the
 * search or the page changes or on `refetch`. The last answer stays while the next one loads.
 */
export const useClientList = () => {
  const [query, setQuery] = useState<ListQuery>({ q: "", page: 1 });
  const list = useApiQuery({
    queryKey: ["client-list", query],
    queryFn: ({ signal }) => clientsApi.list({ ...query, pageSize: CLIENTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const search = useCallback((q: string) => setQuery({ q, page: 1 }), []);
  const goToPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  return { query, list, search, goToPage };
};
