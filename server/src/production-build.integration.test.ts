import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../testing/api-client.ts";
import {
  BUILT_SERVER,
  BUILT_SERVER_ENVIRONMENT,
  BUILT_SERVER_NODE_OPTIONS,
  repositoryRoot as repository,
} from "../testing/built-server.ts";
import { clientBody, invoiceBody } from "../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../testing/spawn-server.ts";

const run = promisify(execFile);
const builtServer = path.join(repository, BUILT_SERVER);

describe("the production build", () => {
  let dataDir: string;
  let server: SpawnedServer | null = null;
  beforeAll(async () => {
    await run(process.execPath, [path.join(repository, "tools/build-server.ts")], {
      cwd: repository,
    });
    dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-built-"));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("starts from the compiled JavaScript in production, answers health and readiness, renders a PDF, stops on SIGTERM", async () => {
    server = await spawnServer(
      { DATA_DIR: dataDir, ...BUILT_SERVER_ENVIRONMENT },
      { script: builtServer, nodeOptions: BUILT_SERVER_NODE_OPTIONS },
    );
    const client = apiClient(server.url);
    expect((await client.request("GET", "/api/health")).body).toEqual({ status: "ok" });
    expect((await client.request("GET", "/api/ready")).body).toEqual({ status: "ready" });
    // The document libraries, loaded on first use, come from their own compiled chunks.
    const { token } = await client.signUp();
    const created = await client.request("POST", "/api/clients", { token, json: clientBody() });
    const invoice = await client.request("POST", "/api/invoices", {
      token,
      json: invoiceBody((created.body as { id: string }).id, { status: "sent" }),
    });
    const pdf = await client.request(
      "GET",
      `/api/invoices/${(invoice.body as { id: string }).id}/pdf`,
      { token },
    );
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe("%PDF-");
    expect(await server.stop()).toBe(0);
    server = null;
  }, 120_000);
});
