import {
  InvoiceLifecycleFilter,
  type InvoiceStatusFilter,
  invoiceStatuses,
  MAX_SEARCH_LENGTH,
} from "@invoicing/core";

/** What the invoice list shows, kept in the address so that a reload or a link keeps it. */
export interface ListQuery {
  readonly q: string;
  readonly status: InvoiceStatusFilter;
  /** The latest lifecycle status on the French platforms (docs/FRANCE-PA.md#in-the-app). */
  readonly lifecycle: InvoiceLifecycleFilter;
  readonly page: number;
}

const isStatusFilter = (value: string | null): value is InvoiceStatusFilter =>
  value === "all" || (invoiceStatuses as ReadonlyArray<string | null>).includes(value);

const isLifecycleFilter = (value: string | null): value is InvoiceLifecycleFilter =>
  (InvoiceLifecycleFilter.literals as ReadonlyArray<string | null>).includes(value);

/**
 * Reads the list's query from the address (`?q=acme&status=paid&lifecycle=212&page=2`); junk
 * gives defaults.
 */
export const listQueryOf = (search: string): ListQuery => {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const lifecycle = params.get("lifecycle");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
    status: isStatusFilter(status) ? status : "all",
    lifecycle: isLifecycleFilter(lifecycle) ? lifecycle : "all",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
};

/** The address query of a list query, leaving out what is the default. */
export const searchOf = (query: ListQuery): string => {
  const params = new URLSearchParams();
  if (query.q !== "") params.set("q", query.q);
  if (query.status !== "all") params.set("status", query.status);
  if (query.lifecycle !== "all") params.set("lifecycle", query.lifecycle);
  if (query.page > 1) params.set("page", String(query.page));
  return params.toString();
};
