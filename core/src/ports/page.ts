/**
 * A page of a list as repositories return it: `{ data, page, pageSize, total }`
 * (docs/PRODUCT-RULES.md#api).
 */
export interface Page<A> {
  readonly data: ReadonlyArray<A>;
  readonly page: number;
  readonly pageSize: number;
  /** How many rows match the filters in all, across pages. */
  readonly total: number;
}
