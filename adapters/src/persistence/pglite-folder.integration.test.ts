import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "./entities/index.ts";
import { allMigrations } from "./migrations/index.ts";
import { openDatabase } from "./open-database.ts";
import { insertUser } from "./testing/index.ts";

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
});
