import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "../../../testing/persistence/create-scratch-database.ts";
import { insertUser } from "../../../testing/persistence/insert-user.ts";
import type { DatabaseOptions } from "../database.ts";
import { User } from "../entities/user.entity.ts";
import { allMigrations } from "../migrations/all-migrations.ts";
import { openDatabase } from "../open-database.ts";
import { type DumpRecord, dumpDatabase } from "./dump-database.ts";
import { RestoreRefused, startRestore } from "./restore-database.ts";

const timeout = 60_000;

describeEachBackend("dumpDatabase and startRestore", (backend) => {
  let folder: string;
  const scratches: ScratchDatabase[] = [];
  /** A new empty database that keeps its data across openings (a folder on PGlite). */
  const emptyDatabase = async (name: string): Promise<DatabaseOptions> => {
    if (backend === "pglite") return { pgliteDir: join(folder, name) };
    const scratch = await createScratchDatabase(backend);
    scratches.push(scratch);
    return scratch.options;
  };
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "invoicing-restore-"));
  });
  afterAll(async () => {
    await Promise.all(scratches.map((scratch) => scratch.drop()));
    await rm(folder, { recursive: true, force: true });
  });

  const dumpOf = async (options: DatabaseOptions) => {
    const database = await openDatabase(options);
    const records: DumpRecord[] = [];
    try {
      const user = await insertUser(database.orm.em.fork(), { email: "kept@example.com" });
      await dumpDatabase(database, async (record) => {
        records.push(record);
      });
      return { user, records };
    } finally {
      await database.close();
    }
  };

  it("loads a backup made at an older schema, then migrates it to the latest", {
    timeout,
  }, async () => {
    const { user, records } = await dumpOf(await emptyDatabase("source"));
    const [first, ...rest] = records;
    expect(first).toEqual({ kind: "migrations", names: allMigrations.map(({ name }) => name) });
    const older = allMigrations.slice(0, 1).map(({ name }) => name);
    const target = await emptyDatabase("target");
    const restore = await startRestore(target, older);
    for (const record of rest)
      if (record.kind === "rows") await restore.rows(record.table, record.rows);
    let counted: Readonly<Record<string, number>> = {};
    await restore.finish((rows) => {
      counted = rows;
    });
    expect(counted.users).toBe(1);
    const reopened = await openDatabase(target);
    try {
      expect(reopened.migrated).toEqual([]);
      const read = await reopened.orm.em.fork().findOneOrFail(User, user.id);
      expect(read.email).toBe("kept@example.com");
    } finally {
      await reopened.close();
    }
  });

  it("refuses a schema this version does not know, and a database that is not empty", {
    timeout,
  }, async () => {
    const target = await emptyDatabase("refusing");
    await expect(startRestore(target, ["9999-from-the-future"])).rejects.toThrow(RestoreRefused);
    const database = await openDatabase(target);
    await insertUser(database.orm.em.fork());
    await database.close();
    const names = allMigrations.map(({ name }) => name);
    await expect(startRestore(target, names)).rejects.toThrow(/not empty \(users: 1\)/u);
  });
});
