import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import type { TestDatabaseBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll } from "vitest";
import { type SpawnedServer, spawnServer } from "./spawn-server.ts";
import { startTestServer, type TestServer } from "./start-test-server.ts";

/** How the server processes start: variables beside the database's, and how long they may take. */
export interface ServersOnOneDatabaseOptions {
  /** Added to each process's environment (`JOBS_POLL_SECONDS`…). */
  readonly env?: Readonly<Record<string, string>>;
  /** How long one process may take to start (a busy machine starts them slowly). */
  readonly startTimeoutMs?: number;
  /** How long starting them all may take. */
  readonly hookTimeoutMs?: number;
}

/** The servers a concurrency test races on, to read inside a test. */
export interface ServersOnOneDatabase {
  readonly urls: () => string[];
  /** The new database the processes share; null on PGlite (one in-process server). */
  readonly scratch: () => ScratchDatabase | null;
}

/**
 * Registers hooks that start the servers a concurrency test races on: two server processes on one
 * new database of a server backend, or one in-process server on PGlite, which lives in one
 * process.
 */
export const serversOnOneDatabase = (
  backend: TestDatabaseBackend,
  options: ServersOnOneDatabaseOptions = {},
): ServersOnOneDatabase => {
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
    const env = {
      DATABASE_URL: scratch.options.url,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      ...options.env,
    };
    const start = options.startTimeoutMs === undefined ? {} : { timeoutMs: options.startTimeoutMs };
    spawned = await Promise.all([spawnServer(env, start), spawnServer(env, start)]);
  }, options.hookTimeoutMs ?? 120_000);
  afterAll(async () => {
    await inProcess?.close();
    await Promise.all(spawned.map((server) => server.stop()));
    await scratch?.drop();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    urls: () => (inProcess === undefined ? spawned.map((server) => server.url) : [inProcess.url]),
    scratch: () => scratch ?? null,
  };
};
