import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../testing/spawn-server.ts";
import { startTestServer, type TestServer } from "../testing/start-test-server.ts";

const ISSUES = 200;

const send = async (
  url: string,
  method: string,
  pathname: string,
  token: string | null,
  json?: unknown,
) => {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: json === undefined ? null : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Creates ISSUES drafts on `urls[0]`, then issues them all at once, spread over `urls`. */
const issueConcurrently = async (urls: ReadonlyArray<string>) => {
  const [first = ""] = urls;
  const password = "numbering secret";
  const signUp = await send(first, "POST", "/api/auth/register", null, {
    firstName: "Num",
    lastName: "Bering",
    email: `numbering-${Date.now()}@example.com`,
    password,
    confirmPassword: password,
  });
  const token = String(signUp.body.token);
  const client = await send(first, "POST", "/api/clients", token, clientBody());
  const drafts: string[] = [];
  for (let index = 0; index < ISSUES; index += 1) {
    const draft = await send(
      first,
      "POST",
      "/api/invoices",
      token,
      invoiceBody(String(client.body.id)),
    );
    drafts.push(String(draft.body.id));
  }
  const issued = await Promise.all(
    drafts.map((id, index) =>
      send(urls[index % urls.length] ?? first, "PUT", `/api/invoices/${id}`, token, {
        status: "sent",
      }),
    ),
  );
  expect(issued.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
  return issued.map((answer) => String(answer.body.invoiceNumber));
};

const expectGaplessNumbers = (numbers: ReadonlyArray<string>) => {
  expect(new Set(numbers).size).toBe(ISSUES);
  const sequence = numbers
    .map((number) => Number(number.replace(/^INV-/u, "")))
    .sort((a, b) => a - b);
  expect(sequence).toEqual(Array.from({ length: ISSUES }, (_, index) => index + 1));
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
    scratch = await createScratchDatabase(backend);
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
