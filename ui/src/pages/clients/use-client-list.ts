import type { ClientListResponse } from "@invoicing/core";
import { useCallback, useEffect, useState } from "react";
import { clientsApi } from "../../api/index.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";

/** Clients per page: fills rows of one, two, three or four cards. */
export const CLIENTS_PAGE_SIZE = 24;

interface ListQuery {
  readonly q: string;
  readonly page: number;
}

/**
 * One page of the user's clients matching `q` (searched by the server), refetched when the search
 * or the page changes or on `reload`. The last answer stays while the next one loads.
 */
export const useClientList = () => {
  const errorText = useErrorText();
  const [query, setQuery] = useState<ListQuery>({ q: "", page: 1 });
  const [list, setList] = useState<ClientListResponse>();
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    clientsApi
      .list({ ...query, pageSize: CLIENTS_PAGE_SIZE }, { signal: controller.signal })
      .then((answer) => {
        setList(answer);
        setFailure(undefined);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(errorText(error, "clients.failedtofetchclients"));
        setLoading(false);
      });
    return () => controller.abort();
  }, [query, errorText]);

  const search = useCallback((q: string) => setQuery({ q, page: 1 }), []);
  const goToPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  // A new object, so the effect runs again with the same search and page.
  const reload = useCallback(() => setQuery((current) => ({ ...current })), []);

  return { query, list, loading, failure, search, goToPage, reload };
};
