import type { DatabaseEngine, DatabaseOrm } from "./database.ts";

// Any constant shared by every process of this application; it names the lock in pg_locks.
const migrationLockKey = 727_001;

/**
 * Applies pending migrations, all of them or those up to the one named `to`. On PostgreSQL several server processes may start at once, so the
 * run holds a transaction-scoped advisory lock: the others wait, then find nothing left to do.
 * PGlite belongs to one process and has one connection, which a surrounding transaction would
 * hold while the migrator creates its table outside it, so it migrates without the lock.
 */
export const migrateToLatest = async (
  orm: DatabaseOrm,
  engine: DatabaseEngine,
  to?: string,
): Promise<readonly string[]> => {
  const upTo = to === undefined ? {} : { to };
  if (engine === "pglite") {
    const applied = await orm.migrator.up(upTo);
    return applied.map((migration) => migration.name);
  }
  return orm.em.fork().transactional(async (em) => {
    await em.execute("select pg_advisory_xact_lock(?)", [migrationLockKey]);
    const applied = await orm.migrator.up({ ...upTo, transaction: em.getTransactionContext() });
    return applied.map((migration) => migration.name);
  });
};
