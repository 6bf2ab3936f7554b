import { Effect, Schema } from "effect";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from "../invoices/invoice-list-query.ts";
import { Paged } from "../invoices/paged.ts";
import { queryInteger } from "../validation/query-integer.ts";
import { ClientListItem } from "./client.ts";

/**
 * The search of the client list: `q` searches name, e-mail and company (see `clientMatches`);
 * pages count from 1. Clients are listed by name.
 */
export const ClientListQuery = Schema.Struct({
  q: Schema.Trim.pipe(
    Schema.check(
      Schema.isMaxLength(MAX_SEARCH_LENGTH, { message: "clients.errors.searchtoolong" }),
    ),
    Schema.withDecodingDefaultTypeKey(Effect.succeed("")),
  ),
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, "common.errors.invalidpage").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(1)),
  ),
  pageSize: queryInteger(1, MAX_PAGE_SIZE, "common.errors.invalidpagesize").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(DEFAULT_PAGE_SIZE)),
  ),
});
export type ClientListQuery = typeof ClientListQuery.Type;

/** A page of the client list: `{ data, page, pageSize, total }` (docs/PRODUCT-RULES.md#api). */
export const ClientListResponse = Paged(ClientListItem);
export type ClientListResponse = typeof ClientListResponse.Type;
