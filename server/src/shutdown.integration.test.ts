import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient } from "../testing/api-client.ts";
import { clientBody } from "../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../testing/spawn-server.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    scratch = await createScratchDatabase(backend);
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
});
