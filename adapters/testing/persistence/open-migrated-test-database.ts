import type { TestDatabaseBackend } from "@invoicing/fixtures";
import type {
  Database,
  DatabaseEntityManager,
  DatabaseOptions,
} from "../../src/persistence/database.ts";
import { migrateToLatest } from "../../src/persistence/migrate-to-latest.ts";
import { allMigrations } from "../../src/persistence/migrations/all-migrations.ts";
import { openDatabase } from "../../src/persistence/open-database.ts";
import { createScratchDatabase } from "./create-scratch-database.ts";

/** A migrated database of one test backend, and how to open more ORMs on the same data. */
export interface MigratedTestDatabase {
  readonly database: Database;
  /** Opening these again reaches the same data on a server; on PGlite each opening is new. */
  readonly options: DatabaseOptions;
  /** Closes the ORM, then drops the database. */
  close(): Promise<void>;
}

/** Rows written before a migration runs, as a database made by an older version holds them. */
export interface SeedBeforeMigration {
  /** The migration's name, such as `0019-document-archive`. */
  readonly migration: string;
  readonly seed: (em: DatabaseEntityManager) => Promise<void>;
}

/** The name of the migration before `migration`. */
const migrationBefore = (migration: string): string => {
  const index = allMigrations.findIndex((candidate) => candidate.name === migration);
  const before = allMigrations[index - 1];
  if (before === undefined) throw new Error(`no migration runs before ${migration}`);
  return before.name;
};

/**
 * Opens a new database of `backend` at the latest schema, a copy of the migrated template; with
 * `seedBefore`, an empty one that it migrates up to the migration before `seedBefore.migration`,
 * seeds, then migrates to the latest.
 */
export const openMigratedTestDatabase = async (
  backend: TestDatabaseBackend,
  seedBefore?: SeedBeforeMigration,
): Promise<MigratedTestDatabase> => {
  const scratch = await createScratchDatabase(backend, { migrated: seedBefore === undefined });
  try {
    const database = await openDatabase(
      scratch.options,
      seedBefore === undefined ? {} : { migrateTo: migrationBefore(seedBefore.migration) },
    );
    if (seedBefore !== undefined) {
      await seedBefore.seed(database.orm.em.fork());
      await migrateToLatest(database.orm, database.engine);
    }
    return {
      database,
      options: scratch.options,
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
};
