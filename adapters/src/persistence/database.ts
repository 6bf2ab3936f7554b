import type { MikroORM } from "@mikro-orm/core";
import type { AbstractSqlDriver, BasePostgreSqlEntityManager } from "@mikro-orm/postgresql";

/** The entity manager both engines share: PostgreSQL's, whatever the engine. */
export type DatabaseEntityManager = BasePostgreSqlEntityManager<AbstractSqlDriver>;

/** A MikroORM instance over either engine. */
export type DatabaseOrm = MikroORM<AbstractSqlDriver, DatabaseEntityManager>;

/** The engine behind a database: a PostgreSQL server, or PGlite embedded in this process. */
export type DatabaseEngine = "postgresql" | "pglite";

/**
 * Where the data lives: a PostgreSQL server (`url`, e.g. from `DATABASE_URL`), or an embedded
 * PGlite cluster in `pgliteDir` (a folder, created if missing, or `memory://` for a throwaway one).
 */
export type DatabaseOptions =
  | {
      readonly url: string;
      /** Connections in the pool, 10 by default; at least 2, as migrating holds one and uses another. */
      readonly poolMax?: number;
    }
  | {
      readonly pgliteDir: string;
      /** For `memory://`: a cluster dump (PGlite's `dumpDataDir`) to start from instead of initdb. */
      readonly startFrom?: Blob;
    };

/** An open, migrated database. */
export interface Database {
  readonly engine: DatabaseEngine;
  readonly orm: DatabaseOrm;
  /** Names of the migrations this opening applied, oldest first (empty when already up to date). */
  readonly migrated: readonly string[];
  close(): Promise<void>;
}
