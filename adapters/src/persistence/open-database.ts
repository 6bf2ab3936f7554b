import { Migrator } from "@mikro-orm/migrations";
import { MikroORM as PostgreSqlOrm } from "@mikro-orm/postgresql";
import type { Database, DatabaseOptions, DatabaseOrm } from "./database.ts";
import { allEntities } from "./entities/all-entities.ts";
import { lockFolder } from "./folder-lock.ts";
import { migrateToLatest } from "./migrate-to-latest.ts";
import { allMigrations } from "./migrations/all-migrations.ts";

const common = {
  entities: allEntities,
  extensions: [Migrator],
  migrations: {
    migrationsList: allMigrations,
    // The snapshot is a JSON file the migrator would rewrite beside the migrations on every run.
    snapshot: false,
    silent: true,
  },
};

/** The folder of a PGlite cluster kept on disk; undefined for a server or a `memory://` cluster. */
const folderOf = (options: DatabaseOptions): string | undefined =>
  "pgliteDir" in options && !options.pgliteDir.startsWith("memory:")
    ? options.pgliteDir
    : undefined;

const connect = async (options: DatabaseOptions): Promise<DatabaseOrm> => {
  if (!("url" in options)) {
    // Loaded for the embedded engine only: a server on PostgreSQL never holds PGlite's code.
    const [{ pg_trgm }, { MikroORM: PgliteOrm }, { DurableNodeFS, durableStartParams }] =
      await Promise.all([
        import("@electric-sql/pglite/contrib/pg_trgm"),
        import("@mikro-orm/pglite"),
        import("./durable-pglite.ts"),
      ]);
    // pg_trgm serves the invoice search (m0010); a folder gets PostgreSQL's fsync through to the
    // disk (durable-pglite.ts).
    const folder = folderOf(options);
    const storage = folder
      ? { fs: new DurableNodeFS(folder), startParams: [...durableStartParams] }
      : options.startFrom === undefined
        ? {}
        : { loadDataDir: options.startFrom };
    return PgliteOrm.init({
      ...common,
      dbName: options.pgliteDir,
      // A function, so that MikroORM hands the options over as they are: it deep-copies an object,
      // and a copied Blob (`startFrom`) is unusable.
      driverOptions: () => ({ ...storage, extensions: { pg_trgm } }),
    });
  }
  const poolMax = options.poolMax ?? 10;
  if (poolMax < 2) {
    throw new Error(`poolMax must be at least 2, as migrating holds one connection: ${poolMax}`);
  }
  return PostgreSqlOrm.init({ ...common, clientUrl: options.url, pool: { max: poolMax } });
};

/**
 * Connects to PostgreSQL or opens PGlite, then applies every pending migration (or those up to
 * `migrateTo`, by name: a restore loads a backup into the schema it was made with). A PGlite
 * folder is locked to this process until `close` (`FolderLocked` if another process has it).
 */
export const openDatabase = async (
  options: DatabaseOptions,
  { migrateTo }: { readonly migrateTo?: string } = {},
): Promise<Database> => {
  const folder = folderOf(options);
  const release = folder ? await lockFolder(folder) : async () => undefined;
  const orm = await connect(options).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const engine = "url" in options ? "postgresql" : "pglite";
  const close = async () => {
    await orm.close();
    await release();
  };
  try {
    const migrated = await migrateToLatest(orm, engine, migrateTo);
    return { engine, orm, migrated, close };
  } catch (error) {
    await close();
    throw error;
  }
};
