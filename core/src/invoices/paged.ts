import { Schema } from "effect";

/**
 * A page of a list (docs/PRODUCT-RULES.md#api): its items, the page number and size, and the full
 * count.
 */
export const Paged = <Item extends Schema.Top>(item: Item) =>
  Schema.Struct({
    data: Schema.Array(item),
    page: Schema.Int,
    pageSize: Schema.Int,
    total: Schema.Int,
  });

/** The offset of a page's first row, for the database query. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** Which rows of an ordered result to read for a page: `limit` rows after `offset` of them. */
export interface PageWindow {
  /** Whether to read in the opposite order (counting from the end), then reverse the rows. */
  readonly reversed: boolean;
  readonly limit: number;
  readonly offset: number;
}

/**
 * How to read the page at `offset` of `total` ordered rows with the fewest rows skipped: from
 * the start, or, for a page nearer the end, backwards from the end. A database walks every
 * skipped row of an OFFSET, so the last page of 100,000 rows costs what the first one does.
 */
export const pageWindow = (offset: number, pageSize: number, total: number): PageWindow => {
  const remaining = total - offset;
  const fromEnd = Math.max(0, remaining - pageSize);
  return remaining > 0 && fromEnd < offset
    ? { reversed: true, limit: Math.min(pageSize, remaining), offset: fromEnd }
    : { reversed: false, limit: pageSize, offset };
};
