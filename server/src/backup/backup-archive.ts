import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";

export const ARCHIVE_FORMAT = "invoicing-backup";
export const ARCHIVE_VERSION = 1;

/**
 * One line of a backup archive (gzipped JSON lines): a header first, then the rows of every
 * table in load order, then the data folder's files, then an end line with the counts, without
 * which the archive is incomplete.
 */
export type ArchiveRecord =
  | {
      readonly kind: "header";
      readonly format: typeof ARCHIVE_FORMAT;
      readonly version: number;
      readonly createdAt: string;
      readonly engine: string;
      readonly migrations: ReadonlyArray<string>;
    }
  | { readonly kind: "rows"; readonly table: string; readonly rows: ReadonlyArray<string> }
  /** A file of the data folder: its path there (`/`-separated) and its bytes in base64. */
  | { readonly kind: "file"; readonly path: string; readonly data: string }
  | {
      readonly kind: "end";
      readonly rows: Readonly<Record<string, number>>;
      readonly files: number;
    };

/**
 * Writes an archive to `file`: `produce` writes its records. The archive is written beside it
 * and renamed into place once complete, so `file` is never half a backup.
 */
export const writeArchive = async (
  file: string,
  produce: (write: (record: ArchiveRecord) => Promise<void>) => Promise<void>,
): Promise<void> => {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(output);
  const write = async (record: ArchiveRecord) => {
    if (!gzip.write(`${JSON.stringify(record)}\n`)) await once(gzip, "drain");
  };
  try {
    await produce(write);
    gzip.end();
    await once(output, "close");
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
};

/** The records of the archive in `file`, in order. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveRecord> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line !== "") yield JSON.parse(line) as ArchiveRecord;
  }
}
