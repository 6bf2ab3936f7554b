import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Exit } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../testing/persistence/open-migrated-test-database.ts";
import { databaseFileStorage } from "./database-file-storage.ts";
import { importFolderFiles } from "./import-folder-files.ts";
import { localFileStorage } from "./local-file-storage.ts";

const bytes = (...values: number[]) => new Uint8Array(values);

describeEachBackend("the FileStorage port on the database", (backend) => {
  let test: MigratedTestDatabase;
  let folder: string;
  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    folder = await mkdtemp(path.join(os.tmpdir(), "database-file-storage-"));
  }, 60_000);
  afterAll(async () => {
    await test?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("stores, replaces, reads back byte for byte and deletes a file", async () => {
    const storage = databaseFileStorage(test.database);
    const every = new Uint8Array(256).map((_, index) => index);
    await Effect.runPromise(storage.put("logos/a.png", every, "image/png"));
    expect(await Effect.runPromise(storage.get("logos/a.png"))).toEqual({
      bytes: every,
      contentType: "image/png",
    });
    await Effect.runPromise(storage.put("logos/a.png", bytes(1, 2), "image/gif"));
    expect(await Effect.runPromise(storage.get("logos/a.png"))).toEqual({
      bytes: bytes(1, 2),
      contentType: "image/gif",
    });
    await Effect.runPromise(storage.delete("logos/a.png"));
    const gone = await Effect.runPromiseExit(storage.get("logos/a.png"));
    expect(Exit.isFailure(gone) && JSON.stringify(gone.cause)).toContain("FileNotFound");
    await Effect.runPromise(storage.delete("logos/a.png"));
  });

  it("refuses to write under a key outside the pattern, and finds nothing there", async () => {
    const storage = databaseFileStorage(test.database);
    const written = await Effect.runPromiseExit(storage.put("../escape", bytes(1), "text/plain"));
    expect(Exit.isFailure(written)).toBe(true);
    const read = await Effect.runPromiseExit(storage.get("../escape"));
    expect(Exit.isFailure(read) && JSON.stringify(read.cause)).toContain("FileNotFound");
  });

  it("copies a data folder's files in, keeping what the database already holds", async () => {
    const storage = databaseFileStorage(test.database);
    const local = localFileStorage(folder);
    await Effect.runPromise(local.put("logos/old.png", bytes(7, 7), "image/png"));
    await Effect.runPromise(local.put("logos/kept.png", bytes(1), "image/png"));
    await Effect.runPromise(storage.put("logos/kept.png", bytes(2), "image/gif"));
    expect(await Effect.runPromise(importFolderFiles(folder, storage))).toEqual(["logos/old.png"]);
    expect(await Effect.runPromise(storage.get("logos/old.png"))).toEqual({
      bytes: bytes(7, 7),
      contentType: "image/png",
    });
    expect(await Effect.runPromise(storage.get("logos/kept.png"))).toEqual({
      bytes: bytes(2),
      contentType: "image/gif",
    });
    expect(await Effect.runPromise(importFolderFiles(folder, storage))).toEqual([]);
    expect(
      await Effect.runPromise(importFolderFiles(path.join(folder, "missing"), storage)),
    ).toEqual([]);
  });
});
