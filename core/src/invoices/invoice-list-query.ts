import { Effect, Schema } from "effect";
import { LIFECYCLE_CODES, type LifecycleCode } from "../france/lifecycle/lifecycle-status.ts";
import { queryInteger } from "../validation/query-integer.ts";
import { invoiceStatuses } from "./invoice-status.ts";

/** The default and the largest page size of a list. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The longest search text. */
export const MAX_SEARCH_LENGTH = 100;

/** What the list can be ordered by; a leading "-" orders descending. */
export const invoiceSortKeys = [
  "issueDate",
  "-issueDate",
  "dueDate",
  "-dueDate",
  "invoiceNumber",
  "-invoiceNumber",
  "client",
  "-client",
  "total",
  "-total",
  "status",
  "-status",
  "createdAt",
  "-createdAt",
] as const;

/** The list's status filter: one status, or all of them. */
export const InvoiceStatusFilter = Schema.Literals(["all", ...invoiceStatuses]);
export type InvoiceStatusFilter = typeof InvoiceStatusFilter.Type;

/**
 * The list's filter on the latest lifecycle status on the French platforms (docs/FRANCE-PA.md#in-the-app):
 * every invoice (also when absent), those without any status, or those whose latest status has
 * that code.
 */
export const InvoiceLifecycleFilter = Schema.Literals([
  "all",
  "none",
  ...LIFECYCLE_CODES.map((code): `${LifecycleCode}` => `${code}`),
]);
export type InvoiceLifecycleFilter = typeof InvoiceLifecycleFilter.Type;

/**
 * The search of the invoice list (docs/PRODUCT-RULES.md#api): `q` searches the invoice number and
 * the client's name; newest issue date first by default; pages count from 1.
 */
export const InvoiceListQuery = Schema.Struct({
  q: Schema.Trim.pipe(
    Schema.check(
      Schema.isMaxLength(MAX_SEARCH_LENGTH, { message: "invoices.errors.searchtoolong" }),
    ),
    Schema.withDecodingDefaultTypeKey(Effect.succeed("")),
  ),
  status: InvoiceStatusFilter.pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed("all" as const)),
  ),
  lifecycle: Schema.optionalKey(InvoiceLifecycleFilter),
  sort: Schema.Literals(invoiceSortKeys).pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed("-issueDate" as const)),
  ),
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, "common.errors.invalidpage").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(1)),
  ),
  pageSize: queryInteger(1, MAX_PAGE_SIZE, "common.errors.invalidpagesize").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(DEFAULT_PAGE_SIZE)),
  ),
});
export type InvoiceListQuery = typeof InvoiceListQuery.Type;
