import type { TestDatabaseBackend } from "@invoicing/fixtures";
import type { Database, DatabaseOptions } from "../database.ts";
import { openDatabase } from "../open-database.ts";
import { createScratchDatabase } from "./create-scratch-database.ts";

/** A migrated database of one test backend, and how to open more ORMs on the same data. */
export interface MigratedTestDatabase {
  readonly database: Database;
  /** Opening these again reaches the same data on a server; on PGlite each opening is new. */
  readonly options: DatabaseOptions;
  /** Closes the ORM, then drops the database. */
  close(): Promise<void>;
}

/** Opens a new database of `backend` and migrates it. */
export const openMigratedTestDatabase = async (
  backend: TestDatabaseBackend,
): Promise<MigratedTestDatabase> => {
  const scratch = await createScratchDatabase(backend);
  try {
    const database = await openDatabase(scratch.options);
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
