import { Effect, Schema } from "effect";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../invoices/invoice-list-query.ts";
import { queryInteger } from "../validation/query-integer.ts";

/**
 * The search of the credit-note list: newest first, pages count from 1 (docs/PRODUCT-RULES.md#api).
 */
export const CreditNoteListQuery = Schema.Struct({
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, "common.errors.invalidpage").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(1)),
  ),
  pageSize: queryInteger(1, MAX_PAGE_SIZE, "common.errors.invalidpagesize").pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(DEFAULT_PAGE_SIZE)),
  ),
});
export type CreditNoteListQuery = typeof CreditNoteListQuery.Type;
