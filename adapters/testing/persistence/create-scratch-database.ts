import { openTestDatabase, type TestDatabaseBackend } from "@invoicing/fixtures";
import type { DatabaseOptions } from "../../src/persistence/database.ts";
import { migratedPgliteDump, migratedServerTemplate } from "./migrated-template.ts";

/** A new database of one test backend, not yet opened by the ORM. */
export interface ScratchDatabase {
  /** Opening these again reaches the same data on a server; on PGlite each opening is new. */
  readonly options: DatabaseOptions;
  /** Drops the database; close every ORM opened on it first. */
  drop(): Promise<void>;
}

/** What a scratch database holds when it is handed over. */
export interface ScratchContent {
  /**
   * Already migrated to the latest schema (a copy of a template made by the real migrations), or
   * empty (the default) for tests of migrating itself.
   */
  readonly migrated?: boolean;
}

/**
 * Creates a scratch database on a server backend; on PGlite names an in-memory cluster that
 * MikroORM creates itself, so that it gets the driver's type parsers as in production.
 */
export const createScratchDatabase = async (
  backend: TestDatabaseBackend,
  { migrated = false }: ScratchContent = {},
): Promise<ScratchDatabase> => {
  if (backend === "pglite") {
    return {
      options: {
        pgliteDir: "memory://",
        ...(migrated ? { startFrom: await migratedPgliteDump() } : {}),
      },
      drop: async () => {},
    };
  }
  const scratch = await openTestDatabase({
    backend,
    ...(migrated ? { template: await migratedServerTemplate() } : {}),
  });
  if (scratch.backend === "pglite") {
    await scratch.close();
    throw new Error(`the ${backend} backend answered with PGlite`);
  }
  return { options: { url: scratch.url }, drop: () => scratch.close() };
};
