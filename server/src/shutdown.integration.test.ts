import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@invoicing/adapters";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { apiClient } from "../testing/api-client.ts";
import { clientBody } from "../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../testing/spawn-server.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** main.ts's limit on draining requests after SIGTERM; the whole stop must fit in it here. */
const DRAIN_LIMIT_MS = 20_000;

/** A request whose head and first half of body are sent; `finish` sends the rest and answers. */
const startSlowRequest = (url: string, token: string, json: unknown) => {
  const bytes = Buffer.from(JSON.stringify(json));
  const half = Math.floor(bytes.length / 2);
  const request = http.request(`${url}/api/clients`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      "Content-Length": String(bytes.length),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Array<Buffer> = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    request.on("error", reject);
  });
  request.write(bytes.subarray(0, half));
  return {
    finish: () => {
      request.end(bytes.subarray(half));
      return answer;
    },
  };
};

describeEachBackend("SIGTERM", (backend) => {
  let scratch: ScratchDatabase | null = null;
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-shutdown-"));
    env = { DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "info" };
    if (backend === "pglite") return;
    scratch = await createScratchDatabase(backend, { migrated: true });
    if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
    env.DATABASE_URL = scratch.options.url;
  });
  afterAll(async () => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stops taking connections, finishes the request in flight, then exits 0", async () => {
    let server: SpawnedServer | null = await spawnServer(env);
    try {
      const client = apiClient(server.url);
      const { token } = await client.signUp();
      const slow = startSlowRequest(server.url, token, clientBody({ name: "Drained SARL" }));
      // The head is in: the request is in flight while the signal arrives.
      await pause(300);
      const exit = server.stop();
      await pause(500);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
      const answer = await slow.finish();
      expect(answer.status, answer.body).toBe(201);
      expect(await exit).toBe(0);
      expect(server.output()).toMatch(/"event":"stopped","signal":"SIGTERM"/u);
      server = await spawnServer(env);
      const listed = await apiClient(server.url).request("GET", "/api/clients", { token });
      expect(JSON.stringify(listed.body)).toContain("Drained SARL");
    } finally {
      await server?.stop();
    }
  }, 120_000);

  // The test holds a lock from outside the server process, which needs a database server.
  if (backend === "pglite") return;

  it("lets the jobs running when SIGTERM arrives finish, then exits 0 within the drain time", async () => {
    const url = env.DATABASE_URL ?? "";
    // Migrated here, so that the lock below finds the table before the server starts.
    const database = await openDatabase({ url, poolMax: 2 });
    const sql = (query: string) => database.orm.em.fork().execute(query);
    const recorded = async () =>
      new Map((await sql("select id, outcome from job_runs")).map((run) => [run.id, run.outcome]));
    const before = await recorded();
    const lockTaken = Promise.withResolvers<void>();
    const release = Promise.withResolvers<void>();
    // Every job ends by recording its run, which waits on this lock: the periodic jobs that each
    // start queues are still running when the signal comes, until the test lets go.
    const holding = database.orm.em.fork().transactional(async (em) => {
      await em.execute("lock table job_runs in share mode");
      lockTaken.resolve();
      await release.promise;
    });
    let server: SpawnedServer | null = null;
    try {
      await lockTaken.promise;
      server = await spawnServer(env);
      const running = await vi.waitFor(
        async () => {
          const [waiting] = await sql(
            `select count(*)::int as count from pg_stat_activity where datname = current_database()
             and wait_event_type = 'Lock' and query like 'insert into job_runs%'`,
          );
          expect(waiting?.count).toBeGreaterThan(0);
          return Number(waiting?.count);
        },
        { timeout: 30_000, interval: 100 },
      );
      const signalled = Date.now();
      const exit = server.stop();
      // The jobs hold the process: it neither exits nor drops them.
      expect(await Promise.race([exit, pause(1_000).then(() => "running")])).toBe("running");
      release.resolve();
      await holding;
      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(DRAIN_LIMIT_MS);
      server = null;
      const finished = [...(await recorded())].filter(([id]) => !before.has(id));
      expect(finished.length).toBeGreaterThanOrEqual(running);
      expect(finished.every(([, outcome]) => outcome === "succeeded")).toBe(true);
    } finally {
      release.resolve();
      await holding;
      await server?.stop();
      await database.close();
    }
  }, 120_000);
});
