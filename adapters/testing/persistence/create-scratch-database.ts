import { openTestDatabase, type TestDatabaseBackend } from "@invoicing/fixtures";
import type { DatabaseOptions } from "../../src/persistence/database.ts";

/** A new, empty database of one test backend, not yet opened by the ORM. */
export interface ScratchDatabase {
  /** Opening these again reaches the same data on a server; on PGlite each opening is new. */
  readonly options: DatabaseOptions;
  /** Drops the database; close every ORM opened on it first. */
  drop(): Promise<void>;
}

/**
 * Creates a scratch database on a server backend; on PGlite names an in-memory cluster that
 * MikroORM creates itself, so that it gets the driver's type parsers as in production.
 */
export const createScratchDatabase = async (
  backend: TestDatabaseBackend,
): Promise<ScratchDatabase> => {
  if (backend === "pglite") {
    return { options: { pgliteDir: "memory://" }, drop: async () => {} };
  }
  const scratch = await openTestDatabase({ backend });
  if (scratch.backend === "pglite") {
    await scratch.close();
    throw new Error(`the ${backend} backend answered with PGlite`);
  }
  return { options: { url: scratch.url }, drop: () => scratch.close() };
};
