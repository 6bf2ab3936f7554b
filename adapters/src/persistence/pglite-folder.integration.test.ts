import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../testing/persistence/insert-user.ts";
import { User } from "./entities/user.entity.ts";
import { allMigrations } from "./migrations/all-migrations.ts";
import { openDatabase } from "./open-database.ts";

const timeout = 60_000;

describe("openDatabase on a PGlite folder", () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "invoicing-pglite-"));
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("keeps its data across reopenings and migrates only the first time", { timeout }, async () => {
    const pgliteDir = join(folder, "db");
    const first = await openDatabase({ pgliteDir });
    const user = await insertUser(first.orm.em.fork(), { email: "kept@example.com" });
    await first.close();

    const second = await openDatabase({ pgliteDir });
    try {
      expect(first.migrated).toEqual(allMigrations.map((migration) => migration.name));
      expect(second.migrated).toEqual([]);
      const read = await second.orm.em.fork().findOneOrFail(User, user.id);
      expect(read.email).toBe("kept@example.com");
    } finally {
      await second.close();
    }
  });

  it("runs PostgreSQL with fsync on, syncing the WAL with fsync, which reaches the disk", {
    timeout,
  }, async () => {
    const database = await openDatabase({ pgliteDir: join(folder, "durable") });
    try {
      const em = database.orm.em.fork();
      const settings = await em.execute<{ name: string; setting: string }[]>(
        "select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name",
      );
      expect(settings).toEqual([
        { name: "fsync", setting: "on" },
        { name: "wal_sync_method", setting: "fsync" },
      ]);
    } finally {
      await database.close();
    }
  });
});
