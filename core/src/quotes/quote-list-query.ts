import { Effect, Schema } from "effect";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../invoices/invoice-list-query.ts";
import { queryInteger } from "../validation/query-integer.ts";
import { quoteStatuses } from "./quote-status.ts";

/** The quote list's status filter: one status, or all of them. */
export const QuoteStatusFilter = Schema.Literals(["all", ...quoteStatuses]);
export type QuoteStatusFilter = typeof QuoteStatusFilter.Type;

/**
 * The search of the quote list (docs/PRODUCT-RULES.md#api): one status or all, newest first, pages
 * count from 1.
 */
export const QuoteListQuery = Schema.Struct({
  status: QuoteStatusFilter.pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed("all"))),
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, "common.errors.invalidpage").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(1)),
  ),
  pageSize: queryInteger(1, MAX_PAGE_SIZE, "common.errors.invalidpagesize").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(DEFAULT_PAGE_SIZE)),
  ),
});
export type QuoteListQuery = typeof QuoteListQuery.Type;
