import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Restore, RestoreRefused, startRestore } from "@invoicing/adapters";
import type { Config } from "../config.ts";
import { databaseOptions } from "../runtime/database-options.ts";
import type { BackupSummary } from "./back-up.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveRecord,
  readArchive,
} from "./backup-archive.ts";
import { BACKED_UP_ENTRIES } from "./data-folder-files.ts";

const hasContent = async (folder: string) => (await readdir(folder).catch(() => [])).length > 0;

/** Refuses a data folder that already holds stored files or mail: a restore never mixes data. */
const checkEmptyFolder = async (dataDir: string) => {
  for (const entry of ["files", "outbox"]) {
    if (await hasContent(path.join(dataDir, entry))) {
      throw new RestoreRefused(
        `${path.join(dataDir, entry)} is not empty: restore into an empty data folder`,
      );
    }
  }
};

/** The path of an archived file inside `folder`, refusing any that would land outside it. */
const placeIn = (folder: string, relative: string) => {
  const [top] = relative.split("/");
  const target = path.resolve(folder, ...relative.split("/"));
  if (
    !BACKED_UP_ENTRIES.some((entry) => entry === top) ||
    !target.startsWith(`${folder}${path.sep}`)
  ) {
    throw new RestoreRefused(`the archive names a file outside the data folder: ${relative}`);
  }
  return target;
};

const sameCounts = (
  expected: Readonly<Record<string, number>>,
  found: Readonly<Record<string, number>>,
) =>
  Object.entries(found).every(([table, count]) => (expected[table] ?? 0) === count) &&
  Object.keys(expected).every((table) => table in found);

/**
 * Restores the archive `file` into the database and data folder of `config`, both empty: the
 * rows in one transaction at the backup's schema, then the newer migrations, then the files
 * (staged in the data folder and moved into place once the rows are committed). An incomplete
 * archive, a count that disagrees with its end line, or a non-empty target changes nothing.
 */
export const restore = async (config: Config, file: string): Promise<BackupSummary> => {
  await mkdir(config.dataDir, { recursive: true });
  await checkEmptyFolder(config.dataDir);
  const staging = path.join(config.dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  let loading: Restore | null = null;
  try {
    let end: Extract<ArchiveRecord, { kind: "end" }> | null = null;
    let files = 0;
    for await (const record of readArchive(file)) {
      if (record.kind === "header") {
        if (record.format !== ARCHIVE_FORMAT || record.version !== ARCHIVE_VERSION) {
          throw new RestoreRefused(
            `not a backup this version reads: ${record.format} ${record.version}`,
          );
        }
        loading = await startRestore(databaseOptions(config), record.migrations);
      } else if (loading === null) {
        throw new RestoreRefused("the archive does not start with its header");
      } else if (record.kind === "rows") {
        await loading.rows(record.table, record.rows);
      } else if (record.kind === "file") {
        const target = placeIn(staging, record.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, Buffer.from(record.data, "base64"), { mode: 0o600 });
        files += 1;
      } else {
        end = record;
      }
    }
    const complete = end;
    if (loading === null || complete === null || complete.files !== files) {
      throw new RestoreRefused("the archive is incomplete (no end line, or files missing)");
    }
    const finishing = loading;
    loading = null;
    await finishing.finish((rows) => {
      if (!sameCounts(complete.rows, rows)) {
        throw new RestoreRefused("the rows restored differ from the archive's count");
      }
    });
    for (const entry of await readdir(staging).catch(() => [])) {
      await rm(path.join(config.dataDir, entry), { recursive: true, force: true });
      await rename(path.join(staging, entry), path.join(config.dataDir, entry));
    }
    return { rows: complete.rows, files };
  } catch (error) {
    await loading?.abandon();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
