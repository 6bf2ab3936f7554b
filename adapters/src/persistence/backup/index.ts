export { type DumpRecord, dumpDatabase } from "./dump-database.ts";
export { type Restore, RestoreRefused, startRestore } from "./restore-database.ts";
