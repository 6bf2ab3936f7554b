import { DEFAULT_PAGE_SIZE } from "@invoicing/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { type InvoicePage, invoicesApi } from "../../api/index.ts";
import { type ListQuery, listQueryOf, searchOf } from "./list-query.ts";

/** The list's page size (server-side paging, decisions §2). */
export const INVOICES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The invoice list's state: the query read from the address, the page of invoices the server
 * answered for it, and ways to change the query (which changes the address) or load it again.
 */
export const useInvoiceList = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => listQueryOf(search), [search]);
  const [list, setList] = useState<InvoicePage>();
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>();
  const [generation, setGeneration] = useState(0);

  const show = useCallback(
    (next: ListQuery) => {
      const query = searchOf(next);
      navigate(query === "" ? "/invoices" : `/invoices?${query}`, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    // `generation` asks for the same query again (after a change of one of its invoices).
    void generation;
    const controller = new AbortController();
    setLoading(true);
    invoicesApi
      .list(
        { q: query.q, status: query.status, page: query.page, pageSize: INVOICES_PAGE_SIZE },
        { signal: controller.signal },
      )
      .then((answer) => {
        setList(answer);
        setFailure(undefined);
        setLoading(false);
        // The last invoice of a later page is gone: show the last page that still has some.
        const lastPage = Math.max(1, Math.ceil(answer.total / INVOICES_PAGE_SIZE));
        if (answer.data.length === 0 && query.page > lastPage) show({ ...query, page: lastPage });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(error);
        setLoading(false);
      });
    return () => controller.abort();
  }, [query, generation, show]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { query, list, loading, failure, show, reload };
};
