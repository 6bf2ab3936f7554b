import { Effect } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { isUuid } from "./uuid.ts";

/**
 * The rows `select` reads for one of the user's invoices (its two parameters: the user's id, then
 * the invoice's), each turned by `of`; none for an id that is no UUID, which names no row.
 */
export const invoiceRows = <Row, T>(
  database: Database,
  select: string,
  userId: string,
  invoiceId: string,
  of: (row: Row) => T,
): Effect.Effect<ReadonlyArray<T>> =>
  isUuid(invoiceId)
    ? runQuery(database, (em) => em.execute<Row[]>(select, [userId, invoiceId])).pipe(
        Effect.map((rows) => rows.map(of)),
      )
    : Effect.succeed([]);
