import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer } from "../testing/spawn-server.ts";

describe("npm start on a fresh data folder", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-main-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints the URL and demo credentials that list the demo invoices and test results, once only", async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: "development" });
    try {
      const output = server.output();
      const email = /e-mail:\s+(\S+)/u.exec(output)?.[1];
      const password = /password:\s+(\S+)/u.exec(output)?.[1];
      expect(email).toBe("demo@example.com");
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const list = await fetch(`${server.url}/api/invoices?pageSize=100`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const page = (await list.json()) as { total: number; data: Array<{ status: string }> };
      expect(page.total).toBeGreaterThanOrEqual(5);
      expect(new Set(page.data.map((invoice) => invoice.status))).toEqual(
        new Set(["draft", "sent", "paid", "overdue", "cancelled"]),
      );
      const tests = await fetch(`${server.url}/api/e-invoice/sandbox/tests`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const results = (await tests.json()) as { data: Array<{ testType: string; status: string }> };
      expect(results.data.map((result) => [result.testType, result.status])).toEqual([
        ["brazil", "warning"],
        ["france", "success"],
        ["france", "error"],
      ]);
    } finally {
      await server.stop();
    }
    const again = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: "development" });
    try {
      expect(again.output()).not.toContain("password:");
    } finally {
      await again.stop();
    }
  }, 120_000);

  it("creates no demo account in production", async () => {
    const productionDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-main-prod-"));
    const server = await spawnServer({ DATA_DIR: productionDir, NODE_ENV: "production" });
    try {
      expect(server.output()).toContain("running at");
      expect(server.output()).not.toContain("demo");
    } finally {
      await server.stop();
      await rm(productionDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses to open the embedded database another server has open", async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: "test" });
    try {
      await expect(spawnServer({ DATA_DIR: dataDir, NODE_ENV: "test" })).rejects.toThrow(
        new RegExp(`pglite is open in process ${server.pid}: stop that process first`, "u"),
      );
    } finally {
      await server.stop();
    }
  }, 120_000);

  // A process that starts Node and reads its settings: more than the default 5 s on a busy machine.
  it("refuses a wrong variable, naming it", async () => {
    await expect(spawnServer({ DATA_DIR: dataDir, PORT: "eighty" })).rejects.toThrow(
      /PORT: must be a whole number/u,
    );
  }, 60_000);
});
