import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient } from "../../testing/api-client.ts";
import { firstSequences, issuedSequences } from "../../testing/invoice-ledger.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../../testing/spawn-server.ts";
import { startTestServer, type TestServer } from "../../testing/start-test-server.ts";

const ISSUES = 200;

/** Creates ISSUES drafts on `urls[0]`, then issues them all at once, spread over `urls`. */
const issueConcurrently = async (urls: ReadonlyArray<string>) => {
  const [first, ...others] = urls.map((url) => apiClient(url));
  if (first === undefined) throw new Error("at least one server");
  const { token } = await first.signUp();
  const client = await first.request("POST", "/api/clients", { token, json: clientBody() });
  const clientId = (client.body as { id: string }).id;
  const drafts: string[] = [];
  for (let index = 0; index < ISSUES; index += 1) {
    const draft = await first.request("POST", "/api/invoices", {
      token,
      json: invoiceBody(clientId),
    });
    drafts.push((draft.body as { id: string }).id);
  }
  const servers = [first, ...others];
  const issued = await Promise.all(
    drafts.map((id, index) =>
      (servers[index % servers.length] ?? first).request("PUT", `/api/invoices/${id}`, {
        token,
        json: { status: "sent" },
      }),
    ),
  );
  expect(issued.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
  return issued.map((answer) => (answer.body as { invoiceNumber: string }).invoiceNumber);
};

const expectGaplessNumbers = (numbers: ReadonlyArray<string>) => {
  expect(issuedSequences(numbers)).toEqual(firstSequences(ISSUES));
};

describeEachBackend("issuing invoices concurrently", (backend) => {
  if (backend === "pglite") {
    // PGlite lives in one process: the race is between requests of that process.
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend);
    }, 60_000);
    afterAll(() => server?.close());

    it(`gives ${ISSUES} concurrent issuings ${ISSUES} distinct numbers with no gap`, async () => {
      expectGaplessNumbers(await issueConcurrently([server.url]));
    }, 120_000);
    return;
  }

  let scratch: ScratchDatabase;
  let dataDir: string;
  let servers: SpawnedServer[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase(backend, { migrated: true });
    if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
    dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-numbering-"));
    const env = { DATABASE_URL: scratch.options.url, DATA_DIR: dataDir, NODE_ENV: "test" };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it(`gives ${ISSUES} concurrent issuings across two server processes ${ISSUES} distinct numbers with no gap`, async () => {
    expectGaplessNumbers(await issueConcurrently(servers.map((server) => server.url)));
  }, 120_000);
});
