import { DEFAULT_PAGE_SIZE } from "@invoicing/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { invoicesApi } from "../../api/invoices-api.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { type ListQuery, listQueryOf, searchOf } from "./list-query.ts";

/** The list's page size (server-side paging, docs/PRODUCT-RULES.md#api). */
export const INVOICES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The invoice list's state: the query read from the address, the page of invoices the server
 * answered for it (the last answer stays while the next one loads), and a way to change the
 * query (which changes the address).
 */
export const useInvoiceList = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => listQueryOf(search), [search]);
  const list = useApiQuery({
    queryKey: ["invoice-list", query],
    queryFn: ({ signal }) =>
      invoicesApi.list(
        {
          q: query.q,
          status: query.status,
          lifecycle: query.lifecycle,
          page: query.page,
          pageSize: INVOICES_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  const show = useCallback(
    (next: ListQuery) => {
      const query = searchOf(next);
      navigate(query === "" ? "/invoices" : `/invoices?${query}`, { replace: true });
    },
    [navigate],
  );

  // The last invoice of a later page is gone: show the last page that still has some.
  const answer = list.isPlaceholderData ? undefined : list.data;
  useEffect(() => {
    if (answer === undefined) return;
    const lastPage = Math.max(1, Math.ceil(answer.total / INVOICES_PAGE_SIZE));
    if (answer.data.length === 0 && query.page > lastPage) show({ ...query, page: lastPage });
  }, [answer, query, show]);

  return { query, list, show };
};
