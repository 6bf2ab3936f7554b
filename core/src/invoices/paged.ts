import { Schema } from "effect";

/** A page of a list (decisions §2): its items, the page number and size, and the full count. */
export const Paged = <Item extends Schema.Top>(item: Item) =>
  Schema.Struct({
    data: Schema.Array(item),
    page: Schema.Int,
    pageSize: Schema.Int,
    total: Schema.Int,
  });

/** The offset of a page's first row, for the database query. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;
