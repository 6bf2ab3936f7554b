import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import type { InvoiceJson } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient } from "../testing/api-client.ts";
import { allInvoices, firstSequences, issuedSequences } from "../testing/invoice-ledger.ts";
import { clientBody, invoiceBody } from "../testing/sample-bodies.ts";
import { spawnServer } from "../testing/spawn-server.ts";

/** Requests in flight at any time during the burst. */
const WORKERS = 8;
/** The server is killed once this many creations were answered, with WORKERS requests in flight. */
const KILL_AFTER = 60;

/** What the server answered 2xx before it died: created invoices, and numbers given. */
interface Acknowledged {
  readonly created: Set<string>;
  readonly numbered: Map<string, string>;
}

/**
 * One step of the burst, in turn: a creation issued at once (numbered in the creating
 * transaction), a draft then issued by a status change, a draft left as it is.
 */
const step = async (
  api: ApiClient,
  token: string,
  clientId: string,
  index: number,
  acknowledged: Acknowledged,
) => {
  const kind = index % 3;
  const created = await api.request("POST", "/api/invoices", {
    token,
    json: invoiceBody(clientId, kind === 0 ? { status: "sent" } : {}),
  });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
  const invoice = created.body as InvoiceJson;
  acknowledged.created.add(invoice.id);
  if (invoice.invoiceNumber !== null) acknowledged.numbered.set(invoice.id, invoice.invoiceNumber);
  if (kind !== 1) return;
  const issued = await api.request("PUT", `/api/invoices/${invoice.id}`, {
    token,
    json: { status: "sent" },
  });
  if (issued.status !== 200) throw new Error(`issuing answered ${issued.status}`);
  const { invoiceNumber } = issued.body as InvoiceJson;
  if (invoiceNumber !== null) acknowledged.numbered.set(invoice.id, invoiceNumber);
};

/**
 * Runs WORKERS loops of steps until a request fails (the server is gone); calls `kill` once
 * KILL_AFTER creations were answered. Answers the acknowledged writes and the failures seen.
 */
const burstUntilKilled = async (
  api: ApiClient,
  token: string,
  clientId: string,
  kill: () => Promise<unknown>,
) => {
  const acknowledged: Acknowledged = { created: new Set(), numbered: new Map() };
  let next = 0;
  let killing: Promise<unknown> | null = null;
  const failures: unknown[] = [];
  const worker = async () => {
    for (;;) {
      if (killing === null && acknowledged.created.size >= KILL_AFTER) killing = kill();
      const index = next;
      next += 1;
      try {
        await step(api, token, clientId, index, acknowledged);
      } catch (error) {
        failures.push(error);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killing;
  return { acknowledged, failures, attempted: next };
};

describeEachBackend(
  "a server killed with SIGKILL in the middle of a burst of invoices",
  (backend) => {
    let scratch: ScratchDatabase | null = null;
    let dataDir: string;
    let env: Record<string, string>;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-crash-"));
      env = { DATA_DIR: dataDir, NODE_ENV: "test" };
      if (backend !== "pglite") {
        scratch = await createScratchDatabase(backend, { migrated: true });
        if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
        env.DATABASE_URL = scratch.options.url;
      }
    }, 60_000);
    afterAll(async () => {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("keeps every answered invoice and number, numbers without a gap, and starts again", async () => {
      const first = await spawnServer(env);
      const before = apiClient(first.url);
      const { token } = await before.signUp();
      const client = await before.request("POST", "/api/clients", { token, json: clientBody() });
      const clientId = (client.body as { id: string }).id;

      const { acknowledged, failures, attempted } = await burstUntilKilled(
        before,
        token,
        clientId,
        first.kill,
      );
      // Every worker ended on a request the dead server could not answer, none on a refusal.
      expect(failures).toHaveLength(WORKERS);
      for (const failure of failures) expect(String(failure)).not.toMatch(/answered/u);
      expect(acknowledged.created.size).toBeGreaterThanOrEqual(KILL_AFTER);

      const second = await spawnServer(env);
      try {
        const after = apiClient(second.url);
        const stored = await allInvoices(after, token);
        const byId = new Map(stored.map((invoice) => [invoice.id, invoice]));
        for (const id of acknowledged.created) expect(byId.has(id), `invoice ${id}`).toBe(true);
        for (const [id, invoiceNumber] of acknowledged.numbered) {
          expect(byId.get(id)?.invoiceNumber, `number of ${id}`).toBe(invoiceNumber);
        }
        // Writes in flight at the kill either landed whole or not at all.
        expect(stored.length).toBeLessThanOrEqual(attempted);
        const sequences = issuedSequences(stored.map((invoice) => invoice.invoiceNumber));
        expect(sequences).toEqual(firstSequences(sequences.length));

        // The counter agrees with the numbers that survived: the next one follows the last.
        const fresh = await after.request("POST", "/api/invoices", {
          token,
          json: invoiceBody(clientId, { status: "sent" }),
        });
        expect(fresh.status).toBe(201);
        expect(issuedSequences([(fresh.body as InvoiceJson).invoiceNumber])).toEqual([
          sequences.length + 1,
        ]);
      } finally {
        await second.stop();
      }
    }, 180_000);
  },
);
