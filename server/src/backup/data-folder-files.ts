import { readdir } from "node:fs/promises";
import path from "node:path";
import { DEVELOPMENT_KEY_FILE } from "../runtime/certificate-key.ts";

/**
 * What of the data folder a backup holds besides the database: stored files (logos, under
 * `files/`), unsent mail (`outbox/`) and the development certificate key, without which the
 * NF-e certificates it sealed cannot be opened. `pglite/` is the database, dumped as rows.
 */
export const BACKED_UP_ENTRIES = ["files", "outbox", DEVELOPMENT_KEY_FILE] as const;

/** The backed-up files under `dataDir`, as `/`-separated paths relative to it. */
export const dataFolderFiles = async (dataDir: string): Promise<string[]> => {
  const found: string[] = [];
  for (const entry of BACKED_UP_ENTRIES) {
    const entries = await readdir(path.join(dataDir, entry), {
      recursive: true,
      withFileTypes: true,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      // The key is a file, not a folder.
      if (error.code === "ENOTDIR") return "file" as const;
      throw error;
    });
    if (entries === "file") found.push(entry);
    else if (entries !== null) {
      for (const item of entries) {
        if (item.isFile()) {
          found.push(path.relative(dataDir, path.join(item.parentPath, item.name)));
        }
      }
    }
  }
  return found.map((file) => file.split(path.sep).join("/")).sort();
};
