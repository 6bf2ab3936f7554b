export { allMigrations } from "./all-migrations.ts";
