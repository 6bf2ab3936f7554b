import { randomBytes } from "node:crypto";
import { describeEachBackend } from "@invoicing/fixtures";
import {
  CheckConstraintViolationException,
  ref,
  UniqueConstraintViolationException,
} from "@mikro-orm/core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createScratchDatabase } from "../../testing/persistence/create-scratch-database.ts";
import { insertUser } from "../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../testing/persistence/open-migrated-test-database.ts";
import type { DatabaseEntityManager } from "./database.ts";
import { Session } from "./entities/session.entity.ts";
import { User } from "./entities/user.entity.ts";
import { allMigrations } from "./migrations/all-migrations.ts";
import { openDatabase } from "./open-database.ts";

const timeout = 60_000;

describeEachBackend("openDatabase", (backend) => {
  let test: MigratedTestDatabase;
  let em: DatabaseEntityManager;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(backend);
    const database = await openDatabase(scratch.options);
    test = {
      database,
      options: scratch.options,
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
    em = test.database.orm.em.fork();
  }, timeout);

  afterAll(() => test?.close(), timeout);

  it("applies every migration on a new database", () => {
    expect(test.database.engine).toBe(backend === "pglite" ? "pglite" : "postgresql");
    expect(test.database.migrated).toEqual(allMigrations.map((migration) => migration.name));
  });

  it("builds exactly the schema the entities describe", async () => {
    expect(await test.database.orm.schema.getUpdateSchemaSQL()).toBe("");
  });

  it("gives tests copies of a template that every migration made", { timeout }, async () => {
    const copy = await openMigratedTestDatabase(backend);
    try {
      const applied = await copy.database.orm.em
        .fork()
        .execute<{ name: string }[]>("select name from mikro_orm_migrations order by id");
      expect(applied.map((row) => row.name)).toEqual(
        allMigrations.map((migration) => migration.name),
      );
      expect(await copy.database.orm.schema.getUpdateSchemaSQL()).toBe("");
    } finally {
      await copy.close();
    }
  });

  it("stores a user and reads back every field", async () => {
    const stored = await insertUser(em.fork(), { email: "ada@example.com" });
    const read = await em.fork().findOneOrFail(User, stored.id);
    expect(read).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      companyName: null,
      sandboxMode: false,
      createdAt: new Date("2026-11-01T09:30:00.000Z"),
    });
  });

  it("refuses an e-mail that is not lower-cased, so uniqueness ignores case", async () => {
    await expect(insertUser(em.fork(), { email: "Grace@Example.com" })).rejects.toBeInstanceOf(
      CheckConstraintViolationException,
    );
  });

  it("refuses a second user with the same e-mail", async () => {
    await insertUser(em.fork(), { email: "twice@example.com" });
    await expect(insertUser(em.fork(), { email: "twice@example.com" })).rejects.toBeInstanceOf(
      UniqueConstraintViolationException,
    );
  });

  it("keeps a session's instants to the millisecond and drops sessions with their user", async () => {
    const user = await insertUser(em.fork());
    const session = em.create(Session, {
      user: ref(User, user.id),
      tokenHash: randomBytes(32).toString("hex"),
      expiresAt: new Date("2026-12-01T09:30:00.123Z"),
      createdAt: new Date("2026-11-01T09:30:00.123Z"),
    });
    await em.flush();
    const read = await em.fork().findOneOrFail(Session, session.tokenHash);
    expect(read.expiresAt).toEqual(new Date("2026-12-01T09:30:00.123Z"));
    expect(read.user.id).toBe(user.id);
    await em.fork().nativeDelete(User, { id: user.id });
    expect(await em.fork().count(Session, { tokenHash: session.tokenHash })).toBe(0);
  });

  if (backend !== "pglite") {
    it("lets two server processes open a new database at once and migrates it once", {
      timeout,
    }, async () => {
      const scratch = await createScratchDatabase(backend);
      const opened = await Promise.all([
        openDatabase(scratch.options),
        openDatabase(scratch.options),
      ]);
      try {
        expect(opened.flatMap((database) => database.migrated)).toEqual(
          allMigrations.map((migration) => migration.name),
        );
      } finally {
        await Promise.all(opened.map((database) => database.close()));
        await scratch.drop();
      }
    });

    it("applies nothing when the database is already up to date", { timeout }, async () => {
      const again = await openDatabase(test.options);
      try {
        expect(again.migrated).toEqual([]);
      } finally {
        await again.close();
      }
    });
  }
});
