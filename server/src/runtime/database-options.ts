import path from "node:path";
import type { DatabaseOptions } from "@invoicing/adapters";
import type { Config } from "../config.ts";

/** The database a configuration names: `DATABASE_URL`, else PGlite in the data folder. */
export const databaseOptions = (config: Config): DatabaseOptions =>
  config.databaseUrl === null
    ? { pgliteDir: path.join(config.dataDir, "pglite") }
    : { url: config.databaseUrl };
