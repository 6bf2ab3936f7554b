import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import {
  addDays,
  allowedStatusTargets,
  type InvoiceHistoryEntry,
  type InvoiceJson,
  type InvoiceStatus,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient } from "../testing/api-client.ts";
import { allInvoices, firstSequences, issuedSequences } from "../testing/invoice-ledger.ts";
import { clientBody, invoiceBody } from "../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../testing/spawn-server.ts";

/** Invoices per account; each gets ROUNDS rounds of MOVES concurrent status changes. */
const INVOICES = 30;
const ROUNDS = 2;
const MOVES = 3;

/** The status changes the screens send: the detail page's buttons and the list's "mark as paid". */
const moves = [
  { status: "sent", place: "detail" },
  { status: "paid", place: "list" },
  { status: "paid", place: "detail" },
  { status: "cancelled", place: "detail" },
] as const;

/** A status change some screen may make: what the history of an invoice may hold. */
const legalMove = (from: InvoiceStatus, to: InvoiceStatus) =>
  allowedStatusTargets("detail", from).includes(to) ||
  allowedStatusTargets("list", from).includes(to);

interface Answer {
  readonly invoiceId: string;
  readonly status: number;
  readonly to: InvoiceStatus;
}

/**
 * One account's load, spread over `servers` in turn: INVOICES creations (every third issued at
 * creation), then ROUNDS rounds in which every invoice gets MOVES status changes at once, each
 * through another server. Answers every status change's outcome.
 */
const mixedLoad = async (servers: ReadonlyArray<ApiClient>) => {
  const at = (index: number) => servers[index % servers.length] ?? (servers[0] as ApiClient);
  const { token } = await at(0).signUp();
  const client = await at(0).request("POST", "/api/clients", { token, json: clientBody() });
  const clientId = (client.body as { id: string }).id;
  const created = await Promise.all(
    Array.from({ length: INVOICES }, (_, index) =>
      at(index).request("POST", "/api/invoices", {
        token,
        json: invoiceBody(clientId, index % 3 === 0 ? { status: "sent" } : {}),
      }),
    ),
  );
  expect(created.map((answer) => answer.status)).toEqual(created.map(() => 201));
  const ids = created.map((answer) => (answer.body as InvoiceJson).id);
  const answers: Answer[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const changes = ids.flatMap((invoiceId, index) =>
      Array.from({ length: MOVES }, (_, slot) => {
        const move = moves[(index + round * MOVES + slot) % moves.length] ?? moves[0];
        return at(index + slot)
          .request("PUT", `/api/invoices/${invoiceId}?place=${move.place}`, {
            token,
            json: { status: move.status },
          })
          .then((answer): Answer => ({ invoiceId, status: answer.status, to: move.status }));
      }),
    );
    answers.push(...(await Promise.all(changes)));
  }
  return { token, ids, answers };
};

/** Checks one account after the load, read through `api`. */
const expectConsistentAccount = async (
  api: ApiClient,
  load: Awaited<ReturnType<typeof mixedLoad>>,
) => {
  // A refused move is a conflict, never a failure of the server.
  expect(new Set(load.answers.map((answer) => answer.status))).toEqual(new Set([200, 409]));
  const stored = await allInvoices(api, load.token);
  expect(stored.map((invoice) => invoice.id).sort()).toEqual([...load.ids].sort());
  for (const invoice of stored) {
    const detail = await api.request("GET", `/api/invoices/${invoice.id}`, { token: load.token });
    const history = (detail.body as { history: InvoiceHistoryEntry[] }).history;
    const [creation, ...changes] = history;
    expect(creation?.event).toBe("created");
    // Each line starts where the one before ended, and is a move some screen may make.
    let status = creation?.to as InvoiceStatus;
    for (const change of changes) {
      expect(change.event).toBe("statusChanged");
      expect(change.from).toBe(status);
      expect(legalMove(status, change.to), `${status} → ${change.to}`).toBe(true);
      status = change.to;
    }
    expect(invoice.status).toBe(status);
    // Every accepted move is one history line, and no line lacks an accepted move.
    const accepted = load.answers
      .filter((answer) => answer.invoiceId === invoice.id && answer.status === 200)
      .map((answer) => answer.to)
      .sort();
    expect(changes.map((change) => change.to).sort()).toEqual(accepted);
    // Being issued gives the number, and nothing takes it back; a draft cancelled takes none.
    const issued = history.some((line) => ["sent", "overdue", "paid"].includes(line.to));
    expect(invoice.invoiceNumber === null).toBe(!issued);
  }
  const sequences = issuedSequences(stored.map((invoice) => invoice.invoiceNumber));
  expect(sequences).toEqual(firstSequences(sequences.length));
};

describeEachBackend("a mixed load through two server processes on one database", (backend) => {
  let scratch: ScratchDatabase | null = null;
  let dataDir: string;
  let servers: SpawnedServer[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-two-processes-"));
    const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: "test" };
    if (backend === "pglite") {
      // PGlite belongs to the one process that opened it: the load runs through that process.
      servers = [await spawnServer(env)];
      return;
    }
    scratch = await createScratchDatabase(backend, { migrated: true });
    if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
    env.DATABASE_URL = scratch.options.url;
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps numbers gapless and lets only legal status changes land, each in the history", async () => {
    const clients = servers.map((server) => apiClient(server.url));
    // Two accounts at once: each has its own numbering, and their loads interleave.
    const loads = await Promise.all([mixedLoad(clients), mixedLoad([...clients].reverse())]);
    for (const load of loads) await expectConsistentAccount(clients[0] as ApiClient, load);
  }, 180_000);

  it("keeps 200 concurrent issuings with dates out of order gapless, dates never going down", async () => {
    const clients = servers.map((server) => apiClient(server.url));
    const at = (index: number) => clients[index % clients.length] ?? (clients[0] as ApiClient);
    const { token } = await at(0).signUp();
    const client = await at(0).request("POST", "/api/clients", { token, json: clientBody() });
    const clientId = (client.body as { id: string }).id;
    // 200 dates of October 2026, shuffled by a fixed rule, issued at once through both servers.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const issueDate = addDays("2026-10-01", (index * 7) % 29);
        return at(index).request("POST", "/api/invoices", {
          token,
          json: invoiceBody(clientId, { status: "sent", issueDate, dueDate: "2026-12-31" }),
        });
      }),
    );
    // A date before the last numbered one is refused, and takes no number.
    for (const answer of answers) expect([201, 422]).toContain(answer.status);
    const stored = await allInvoices(clients[0] as ApiClient, token);
    const sequences = issuedSequences(stored.map((invoice) => invoice.invoiceNumber));
    expect(sequences).toEqual(firstSequences(answers.filter((a) => a.status === 201).length));
    const byNumber = stored.toSorted(
      (a, b) =>
        (issuedSequences([a.invoiceNumber])[0] ?? 0) - (issuedSequences([b.invoiceNumber])[0] ?? 0),
    );
    const dates = byNumber.map((invoice) => invoice.issueDate);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual(dates.toSorted());
  }, 180_000);
});
