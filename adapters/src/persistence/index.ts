export * from "./backup/index.ts";
export type {
  Database,
  DatabaseEngine,
  DatabaseEntityManager,
  DatabaseOptions,
  DatabaseOrm,
} from "./database.ts";
export { FolderLocked } from "./folder-lock.ts";
export { openDatabase } from "./open-database.ts";
export * from "./repositories/index.ts";
