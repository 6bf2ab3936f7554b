/** A page of a list as repositories return it: `{ data, page, pageSize, total }` (decisions §2). */
export interface Page<A> {
  readonly data: ReadonlyArray<A>;
  readonly page: number;
  readonly pageSize: number;
  /** How many rows match the filters in all, across pages. */
  readonly total: number;
}
