import { createHash } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { ServerTemplate } from "@invoicing/fixtures";
import { openDatabase } from "../../src/persistence/open-database.ts";

const migrationsDir = fileURLToPath(new URL("../../src/persistence/migrations/", import.meta.url));
const pglitePackage = new URL("../package.json", import.meta.resolve("@electric-sql/pglite"));

let key: Promise<string> | undefined;

/**
 * Names the schema the migrations make: a digest of their sources and of PGlite's version, so
 * that editing or adding a migration, or upgrading PGlite, makes a new template.
 */
const schemaKey = (): Promise<string> => {
  key ??= (async () => {
    const hash = createHash("sha256").update(await readFile(pglitePackage));
    const files = (await readdir(migrationsDir)).filter((file) => file.endsWith(".ts")).sort();
    for (const file of files) {
      hash.update(file).update(await readFile(path.join(migrationsDir, file)));
    }
    return hash.digest("hex").slice(0, 16);
  })();
  return key;
};

/**
 * The migrated schema as a server template: built once per server by applying every migration,
 * then copied by `CREATE DATABASE … TEMPLATE`, which takes a fraction of migrating anew.
 */
export const migratedServerTemplate = async (): Promise<ServerTemplate> => ({
  name: `invoicing_template_${await schemaKey()}`,
  build: async (url) => {
    const database = await openDatabase({ url });
    await database.close();
  },
});

let dump: Promise<Blob> | undefined;

/**
 * The migrated schema as a PGlite cluster dump, kept in the system's temporary folder across test
 * files and runs: loading it takes well under a second, migrating an empty cluster many seconds.
 */
export const migratedPgliteDump = (): Promise<Blob> => {
  dump ??= (async () => {
    const file = path.join(tmpdir(), `invoicing-pglite-template-${await schemaKey()}.tar`);
    const kept = await readFile(file).catch(() => undefined);
    if (kept !== undefined) return new Blob([kept]);
    const database = await openDatabase({ pgliteDir: "memory://" });
    try {
      const pglite = (await database.orm.em.getConnection().getNativeClient()) as unknown as PGlite;
      const made = await pglite.dumpDataDir("none");
      // Written beside and renamed, so a reader in another process never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, new Uint8Array(await made.arrayBuffer()));
      await rename(partial, file);
      return made;
    } finally {
      await database.close();
    }
  })();
  dump.catch(() => {
    dump = undefined;
  });
  return dump;
};
