import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient } from "../../testing/api-client.ts";
import { type SpawnedServer, spawnServer } from "../../testing/spawn-server.ts";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";
import { startTcpProxy, type TcpProxy } from "../../testing/tcp-proxy.ts";

describeEachBackend("the health and readiness probes", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  it("answers ready once the database, its migrations and the job workers are up", async () => {
    expect((await server.request("GET", "/api/ready")).body).toEqual({ status: "ready" });
    expect((await server.request("GET", "/api/health")).body).toEqual({ status: "ok" });
  });

  it("is not ready while a migration this build knows is not applied", async () => {
    const [latest] = await server.sql(
      "select id, name, executed_at from mikro_orm_migrations order by name desc limit 1",
    );
    await server.sql("delete from mikro_orm_migrations where id = ?", [latest?.id]);
    try {
      const answer = await server.request("GET", "/api/ready");
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        code: "common.errors.unavailable",
        fields: { migrations: "system.ready.migrationspending" },
      });
      expect((await server.request("GET", "/api/health")).status).toBe(200);
    } finally {
      await server.sql(
        "insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)",
        [latest?.id, latest?.name, latest?.executed_at],
      );
    }
    expect((await server.request("GET", "/api/ready")).status).toBe(200);
  });

  it("is not ready once its job workers stop, as on SIGTERM", async () => {
    await server.jobs.stop(5_000);
    const answer = await server.request("GET", "/api/ready");
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ fields: { jobs: "system.ready.jobsstopped" } });
  });

  // The embedded database lives in the process: it cannot go away while the process runs.
  if (backend === "pglite") return;

  it("is not ready while PostgreSQL is out of reach, and ready again once it is back", async () => {
    let scratch: ScratchDatabase | null = null;
    let proxy: TcpProxy | null = null;
    let spawned: SpawnedServer | null = null;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-readiness-"));
    try {
      scratch = await createScratchDatabase(backend, { migrated: true });
      if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
      const url = new URL(scratch.options.url);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = "127.0.0.1";
      url.port = String(proxy.port);
      spawned = await spawnServer({
        DATA_DIR: dataDir,
        NODE_ENV: "test",
        DATABASE_URL: url.toString(),
      });
      const client = apiClient(spawned.url);
      expect((await client.request("GET", "/api/ready")).status).toBe(200);
      proxy.cut();
      const down = await client.request("GET", "/api/ready");
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        fields: { database: "system.ready.databaseunreachable" },
      });
      expect((await client.request("GET", "/api/health")).status).toBe(200);
      proxy.restore();
      await expect
        .poll(async () => (await client.request("GET", "/api/ready")).status, { timeout: 15_000 })
        .toBe(200);
    } finally {
      proxy?.cut();
      await spawned?.kill();
      await proxy?.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
