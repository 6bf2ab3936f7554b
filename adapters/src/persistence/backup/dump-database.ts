import type { Database } from "../database.ts";
import { MIGRATIONS_TABLE, quoted, tablesInLoadOrder } from "./tables-in-load-order.ts";

const BATCH = 1000;

/** What a dump hands over, in order: the schema's migrations, then the rows of each table. */
export type DumpRecord =
  | { readonly kind: "migrations"; readonly names: ReadonlyArray<string> }
  /** Rows as PostgreSQL's `row_to_json` text: no value passes through a JavaScript number. */
  | { readonly kind: "rows"; readonly table: string; readonly rows: ReadonlyArray<string> };

/**
 * Reads the whole database in one repeatable-read, read-only transaction (a consistent
 * snapshot, even while servers write), table by table in load order and in batches, and hands
 * each record to `emit`, which may take its time (it writes the archive).
 */
export const dumpDatabase = (
  database: Database,
  emit: (record: DumpRecord) => Promise<void>,
): Promise<void> =>
  database.orm.em.fork().transactional(async (tx) => {
    await tx.execute("set transaction isolation level repeatable read, read only");
    const migrations = await tx.execute<{ name: string }[]>(
      `select name from ${MIGRATIONS_TABLE} order by id`,
    );
    await emit({ kind: "migrations", names: migrations.map(({ name }) => name) });
    for (const table of await tablesInLoadOrder(tx)) {
      // Keyset over the row's physical position, stable within the snapshot.
      let after = "(0,0)";
      for (;;) {
        const rows = await tx.execute<{ at: string; row: string }[]>(
          `select t.ctid::text as at, row_to_json(t)::text as row from ${quoted(table)} t
           where t.ctid > ?::tid order by t.ctid limit ${BATCH}`,
          [after],
        );
        if (rows.length > 0) await emit({ kind: "rows", table, rows: rows.map(({ row }) => row) });
        const last = rows.at(-1);
        if (last === undefined || rows.length < BATCH) break;
        after = last.at;
      }
    }
  });
