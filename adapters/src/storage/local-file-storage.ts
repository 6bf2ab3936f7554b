import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { FileNotFound, FileStorage } from "@invoicing/core";
import { Effect, Layer } from "effect";

// Segments of letters, digits, dot, dash and underscore, each starting with a letter or digit:
// no "..", no absolute path, no hidden file, nothing a user's file name could smuggle in.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/u;
const TYPES_FOLDER = ".types";
const FALLBACK_TYPE = "application/octet-stream";

const isMissing = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";

/** Whether `key` is a storage key this adapter accepts. */
export const isStorageKey = (key: string): boolean => KEY.test(key);

/**
 * The FileStorage port on a local folder (docs/PRODUCT-RULES.md#files: `<dataDir>/files`). A file
 * lives at `<root>/<key>`, its content type beside it under `<root>/.types/<key>`, which no key can
 * name. Writes go to a synced temporary file renamed into place, so a reader never sees half a
 * file. Keys come from the use cases (`logos/<uuid>.png`); one outside the key pattern is refused:
 * a defect when writing, not found when reading.
 */
export const localFileStorage = (root: string) => {
  const base = resolve(root);
  const pathOf = (folder: string, key: string) => {
    const path = resolve(folder, key);
    // The pattern already forbids escaping; this re-checks on the resolved path.
    if (!isStorageKey(key) || !path.startsWith(`${folder}${sep}`)) return undefined;
    return path;
  };
  const paths = (key: string) => {
    const file = pathOf(base, key);
    const type = pathOf(join(base, TYPES_FOLDER), key);
    return file === undefined || type === undefined ? undefined : { file, type };
  };
  // Synced before the rename and the folder after it: once `put` answers, the file survives a
  // power cut, as the database row naming it does.
  const writeAtomically = async (path: string, content: Uint8Array | string) => {
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomBytes(8).toString("hex")}.tmp`);
    const file = await open(temporary, "w");
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
    const folder = await open(dirname(path), "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  };

  return FileStorage.of({
    put: (key, bytes, contentType) =>
      Effect.suspend(() => {
        const at = paths(key);
        if (at === undefined)
          return Effect.die(new Error(`invalid storage key ${JSON.stringify(key)}`));
        return Effect.promise(async () => {
          await writeAtomically(at.type, contentType);
          await writeAtomically(at.file, bytes);
        });
      }),
    get: (key) =>
      Effect.suspend(() => {
        const at = paths(key);
        if (at === undefined) return Effect.fail(new FileNotFound({ fileKey: key }));
        return Effect.tryPromise({
          try: async () => {
            const bytes = new Uint8Array(await readFile(at.file));
            const contentType = await readFile(at.type, "utf8").catch((error: unknown) => {
              if (isMissing(error)) return FALLBACK_TYPE;
              throw error;
            });
            return { bytes, contentType };
          },
          catch: (error) => error,
        }).pipe(
          Effect.catch((error) =>
            isMissing(error) ? Effect.fail(new FileNotFound({ fileKey: key })) : Effect.die(error),
          ),
        );
      }),
    delete: (key) =>
      Effect.suspend(() => {
        const at = paths(key);
        if (at === undefined)
          return Effect.die(new Error(`invalid storage key ${JSON.stringify(key)}`));
        return Effect.promise(async () => {
          await rm(at.file, { force: true });
          await rm(at.type, { force: true });
        });
      }),
  });
};

/** The FileStorage port on the folder `root`, created on first write. */
export const localFileStorageLayer = (root: string) =>
  Layer.succeed(FileStorage, localFileStorage(root));
