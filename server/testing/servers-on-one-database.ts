import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import type { TestDatabaseBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll } from "vitest";
import { type SpawnedServer, spawnServer } from "./spawn-server.ts";
import { startTestServer, type TestServer } from "./start-test-server.ts";

/**
 * Registers hooks that start the servers a concurrency test races on, and answers their URLs
 * (read them inside a test): two server processes on one new database of a server backend, or
 * one in-process server on PGlite, which lives in one process.
 */
export const serversOnOneDatabase = (backend: TestDatabaseBackend): (() => string[]) => {
  let inProcess: TestServer | undefined;
  let scratch: ScratchDatabase | undefined;
  let dataDir: string | undefined;
  let spawned: SpawnedServer[] = [];
  beforeAll(async () => {
    if (backend === "pglite") {
      inProcess = await startTestServer(backend);
      return;
    }
    scratch = await createScratchDatabase(backend, { migrated: true });
    if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
    dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-race-"));
    const env = { DATABASE_URL: scratch.options.url, DATA_DIR: dataDir, NODE_ENV: "test" };
    spawned = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await inProcess?.close();
    await Promise.all(spawned.map((server) => server.stop()));
    await scratch?.drop();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });
  return () => (inProcess === undefined ? spawned.map((server) => server.url) : [inProcess.url]);
};
