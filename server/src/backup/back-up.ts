import { readFile } from "node:fs/promises";
import path from "node:path";
import { dumpDatabase, openDatabase } from "@invoicing/adapters";
import type { Config } from "../config.ts";
import { databaseOptions } from "../runtime/database-options.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, writeArchive } from "./backup-archive.ts";
import { dataFolderFiles } from "./data-folder-files.ts";

/** What a backup holds: rows per table and the number of data-folder files. */
export interface BackupSummary {
  readonly rows: Readonly<Record<string, number>>;
  readonly files: number;
}

/**
 * Writes the database of `config` (a consistent snapshot) and the data folder's files into the
 * archive `file`. The embedded database must not be open in a running server (`FolderLocked`);
 * a PostgreSQL one may be in use. The files are read after the snapshot, so every file a
 * snapshot row names is there unless it was deleted in between.
 */
export const backUp = async (config: Config, file: string): Promise<BackupSummary> => {
  const database = await openDatabase(databaseOptions(config));
  try {
    const rows: Record<string, number> = {};
    let files = 0;
    await writeArchive(file, async (write) => {
      await dumpDatabase(database, async (record) => {
        if (record.kind === "migrations") {
          await write({
            kind: "header",
            format: ARCHIVE_FORMAT,
            version: ARCHIVE_VERSION,
            createdAt: new Date().toISOString(),
            engine: database.engine,
            migrations: record.names,
          });
          return;
        }
        rows[record.table] = (rows[record.table] ?? 0) + record.rows.length;
        await write(record);
      });
      for (const relative of await dataFolderFiles(config.dataDir)) {
        const bytes = await readFile(path.join(config.dataDir, relative));
        await write({ kind: "file", path: relative, data: bytes.toString("base64") });
        files += 1;
      }
      await write({ kind: "end", rows, files });
    });
    return { rows, files };
  } finally {
    await database.close();
  }
};
