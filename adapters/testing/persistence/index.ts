export { createScratchDatabase, type ScratchDatabase } from "./create-scratch-database.ts";
export { insertUser } from "./insert-user.ts";
export {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
  type SeedBeforeMigration,
} from "./open-migrated-test-database.ts";
export {
  type PersistenceServices,
  type RepositoryRuntime,
  repositoryRuntime,
} from "./repository-runtime.ts";
