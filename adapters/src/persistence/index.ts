export type {
  Database,
  DatabaseEngine,
  DatabaseEntityManager,
  DatabaseOptions,
  DatabaseOrm,
} from "./database.ts";
export { openDatabase } from "./open-database.ts";
export * from "./repositories/index.ts";
