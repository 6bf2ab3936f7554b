const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/**
 * Whether `id` can be a row's id. Ids from a URL may be anything; one that is no UUID names no
 * row, and must not reach a `uuid` column, where PostgreSQL would refuse it with an error.
 */
export const isUuid = (id: string): boolean => pattern.test(id);
