import type { Database, DatabaseEntityManager, DatabaseOptions } from "../database.ts";
import { RESTORING_SETTING } from "../entities/einvoice-queue-sql.ts";
import { migrateToLatest } from "../migrate-to-latest.ts";
import { allMigrations } from "../migrations/all-migrations.ts";
import { openDatabase } from "../open-database.ts";
import { quoted, tablesInLoadOrder } from "./tables-in-load-order.ts";

/** Why a backup cannot go into this database. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

/** A restore under way: rows go in one transaction, which `finish` commits. */
export interface Restore {
  rows(table: string, rows: ReadonlyArray<string>): Promise<void>;
  /**
   * Answers the rows per table as loaded, so the caller can compare them with the backup's
   * count, and commits when `accept` agrees (else rolls back); then applies the migrations
   * newer than the backup. Closes the database either way.
   */
  finish(accept: (rows: Readonly<Record<string, number>>) => void): Promise<void>;
  /** Rolls back and closes. */
  abandon(): Promise<void>;
}

const checkMigrations = (names: ReadonlyArray<string>): string => {
  const known = allMigrations.map((migration) => migration.name);
  const last = names.at(-1);
  if (last === undefined || names.some((name, index) => known[index] !== name)) {
    throw new RestoreRefused(
      `the backup's schema (${names.join(", ") || "none"}) is not one this version knows: restore it with the version that made it, or a newer one`,
    );
  }
  return last;
};

const rowCounts = async (em: DatabaseEntityManager, tables: ReadonlyArray<string>) => {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await em.execute<{ count: string | number }[]>(
      `select count(*) as count from ${quoted(table)}`,
    );
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
};

/** Moves every sequence (serial and identity columns) past the largest value restored. */
const advanceSequences = async (tx: DatabaseEntityManager) => {
  const columns = await tx.execute<{ table: string; column: string; sequence: string }[]>(
    `select c.table_name as table, c.column_name as column,
       pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
     from information_schema.columns c
     where c.table_schema = current_schema()
       and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
  );
  for (const { table, column, sequence } of columns) {
    await tx.execute(
      `select setval(?, coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
};

/**
 * Opens the database of `options` at the schema of a backup (`migrations`, as the backup names
 * them), refuses it unless every table is empty, and starts loading rows in one transaction.
 */
export const startRestore = async (
  options: DatabaseOptions,
  migrations: ReadonlyArray<string>,
): Promise<Restore> => {
  const migrateTo = checkMigrations(migrations);
  const database: Database = await openDatabase(options, { migrateTo });
  const em = database.orm.em.fork();
  try {
    const tables = await tablesInLoadOrder(em);
    const filled = Object.entries(await rowCounts(em, tables)).filter(([, count]) => count > 0);
    if (filled.length > 0) {
      throw new RestoreRefused(
        `the database is not empty (${filled.map(([table, count]) => `${table}: ${count}`).join(", ")}): restore into an empty one`,
      );
    }
    await em.begin();
    // Restored invoices are not queued for the auto-send again: the queue is loaded as backed up.
    await em.execute(`select set_config('${RESTORING_SETTING}', 'on', true)`);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    rows: async (table, rows) => {
      await em.execute(
        `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ?::json)`,
        [`[${rows.join(",")}]`],
      );
    },
    finish: async (accept) => {
      try {
        await advanceSequences(em);
        accept(await rowCounts(em, await tablesInLoadOrder(em)));
        await em.commit();
        await migrateToLatest(database.orm, database.engine);
      } catch (error) {
        await em.rollback().catch(() => undefined);
        throw error;
      } finally {
        await database.close();
      }
    },
    abandon: async () => {
      await em.rollback().catch(() => undefined);
      await database.close();
    },
  };
};
