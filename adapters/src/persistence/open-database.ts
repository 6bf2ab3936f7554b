import { Migrator } from "@mikro-orm/migrations";
import { MikroORM as PgliteOrm } from "@mikro-orm/pglite";
import { MikroORM as PostgreSqlOrm } from "@mikro-orm/postgresql";
import type { Database, DatabaseOptions, DatabaseOrm } from "./database.ts";
import { allEntities } from "./entities/index.ts";
import { migrateToLatest } from "./migrate-to-latest.ts";
import { allMigrations } from "./migrations/index.ts";

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

const connect = (options: DatabaseOptions): Promise<DatabaseOrm> => {
  if (!("url" in options)) return PgliteOrm.init({ ...common, dbName: options.pgliteDir });
  const poolMax = options.poolMax ?? 10;
  if (poolMax < 2) {
    throw new Error(`poolMax must be at least 2, as migrating holds one connection: ${poolMax}`);
  }
  return PostgreSqlOrm.init({ ...common, clientUrl: options.url, pool: { max: poolMax } });
};

/** Connects to PostgreSQL or opens PGlite, then applies every pending migration. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const orm = await connect(options);
  const engine = "url" in options ? "postgresql" : "pglite";
  try {
    const migrated = await migrateToLatest(orm, engine);
    return { engine, orm, migrated, close: () => orm.close() };
  } catch (error) {
    await orm.close();
    throw error;
  }
};
