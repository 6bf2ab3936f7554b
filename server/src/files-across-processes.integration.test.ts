import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient } from "../testing/api-client.ts";
import { fileForm, tinyPng } from "../testing/images.ts";
import { clientBody, invoiceBody } from "../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../testing/spawn-server.ts";

describeEachBackend("files through two server processes on one database", (backend) => {
  // The embedded database belongs to one process, whose data folder holds the files.
  if (backend === "pglite") return;

  let scratch: ScratchDatabase;
  const dataDirs: string[] = [];
  let servers: SpawnedServer[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase(backend, { migrated: true });
    if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
    const url = scratch.options.url;
    for (const _ of [0, 1]) {
      dataDirs.push(await mkdtemp(path.join(os.tmpdir(), "invoicing-files-")));
    }
    servers = await Promise.all(
      dataDirs.map((dataDir) =>
        spawnServer({ DATA_DIR: dataDir, NODE_ENV: "test", DATABASE_URL: url }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("serves through one process the logo uploaded through the other, each with its own folder", async () => {
    const [first, second] = servers.map((server) => apiClient(server.url));
    if (first === undefined || second === undefined) throw new Error("two servers");
    const account = await first.signUp();
    const png = tinyPng();
    const uploaded = await first.request("POST", "/api/upload/logo", {
      token: account.token,
      body: fileForm("logo", png, "logo.png", "image/png"),
    });
    expect(uploaded.status).toBe(200);
    const { logoUrl } = uploaded.body as { logoUrl: string };
    const served = await second.request("GET", logoUrl, { token: account.token });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.bytes).toEqual(png);

    const replaced = await second.request("POST", "/api/upload/logo", {
      token: account.token,
      body: fileForm("logo", png, "again.png", "image/png"),
    });
    expect(replaced.status).toBe(200);
    expect((await first.request("GET", logoUrl, { token: account.token })).status).toBe(404);
  }, 60_000);

  it("serves through one process, byte for byte, the PDF archived by the other at numbering", async () => {
    const [first, second] = servers.map((server) => apiClient(server.url));
    if (first === undefined || second === undefined) throw new Error("two servers");
    const { token } = await first.signUp();
    const client = await first.request("POST", "/api/clients", { token, json: clientBody() });
    const issued = await first.request("POST", "/api/invoices", {
      token,
      json: invoiceBody((client.body as { id: string }).id, { status: "sent" }),
    });
    expect(issued.status).toBe(201);
    const pdfPath = `/api/invoices/${(issued.body as { id: string }).id}/pdf`;
    const archived = await first.request("GET", pdfPath, { token });
    const elsewhere = await second.request("GET", pdfPath, { token });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.bytes).toEqual(archived.bytes);
  }, 60_000);

  it("lists and serves through one process the unsent mail the other kept in its outbox", async () => {
    const [first, second] = servers.map((server) => apiClient(server.url));
    if (first === undefined || second === undefined) throw new Error("two servers");
    const { token } = await first.signUp();
    const client = await first.request("POST", "/api/clients", { token, json: clientBody() });
    const draft = await first.request("POST", "/api/invoices", {
      token,
      json: invoiceBody((client.body as { id: string }).id),
    });
    const sent = await first.request(
      "POST",
      `/api/email/send-invoice/${(draft.body as { id: string }).id}`,
      { token, json: { method: "smtp" } },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const listed = await second.request("GET", "/api/outbox", { token });
    const [message] = (listed.body as { data: { id: string; subject: string }[] }).data;
    expect(message?.subject).toContain("INV-");
    const path = `/api/outbox/${message?.id}`;
    const here = await second.request("GET", path, { token });
    expect(here.status).toBe(200);
    expect(here.bytes).toEqual((await first.request("GET", path, { token })).bytes);
  }, 60_000);
});
