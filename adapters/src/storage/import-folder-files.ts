import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { FileStorage } from "@invoicing/core";
import { Effect } from "effect";
import { isStorageKey, localFileStorage } from "./local-file-storage.ts";

// Every file below `folder` whose path is a storage key: the content-type records and the
// temporary files of interrupted writes start with a dot, which no key does.
const keysBelow = async (folder: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if (typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT")
        return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter(isStorageKey)
    .toSorted();
};

/**
 * Copies the files a local data folder holds (`<dataDir>/files`) into `target` where `target` has
 * none under the same key, so that a server moved from its folder to PostgreSQL keeps serving the
 * logos it had; a file already in `target` (written since, or copied by another process) wins.
 * The folder is left as it was. Answers the keys copied.
 */
export const importFolderFiles = (
  folder: string,
  target: FileStorage["Service"],
): Effect.Effect<ReadonlyArray<string>> => {
  const source = localFileStorage(folder);
  return Effect.promise(() => keysBelow(folder)).pipe(
    Effect.flatMap((keys) =>
      Effect.filter(keys, (key) =>
        target.get(key).pipe(
          Effect.as(false),
          Effect.catchTag("FileNotFound", () =>
            source.get(key).pipe(
              Effect.flatMap((file) => target.put(key, file.bytes, file.contentType)),
              Effect.as(true),
              Effect.catchTag("FileNotFound", () => Effect.succeed(false)),
            ),
          ),
        ),
      ),
    ),
  );
};
