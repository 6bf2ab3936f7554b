import { vi } from "vitest";
import type { TestServer } from "./start-test-server.ts";

/** One job run as a test reads it. */
export interface TestJobRun {
  readonly kind: string;
  readonly jobId: string;
  readonly invoiceId: string | null;
  readonly attempt: number;
  readonly outcome: string;
  readonly error: string | null;
  readonly worker: string;
}

/** The recorded runs of `kind` (about `invoiceId` when given), oldest first. */
export const jobRuns = async (
  server: Pick<TestServer, "sql">,
  kind: string,
  invoiceId?: string,
): Promise<ReadonlyArray<TestJobRun>> => {
  const rows = await server.sql(
    `select kind, job_id as "jobId", invoice_id as "invoiceId", attempt, outcome, error, worker
     from job_runs where kind = ? ${invoiceId === undefined ? "" : "and invoice_id = ?"}
     order by started_at, finished_at`,
    invoiceId === undefined ? [kind] : [kind, invoiceId],
  );
  return rows.map((row) => ({ ...(row as unknown as TestJobRun), attempt: Number(row.attempt) }));
};

/** Waits until `kind` has at least `count` finished runs (about `invoiceId` when given). */
export const waitForJobRuns = (
  server: Pick<TestServer, "sql">,
  kind: string,
  count: number,
  invoiceId?: string,
  timeout = 20_000,
): Promise<ReadonlyArray<TestJobRun>> =>
  vi.waitFor(
    async () => {
      const runs = await jobRuns(server, kind, invoiceId);
      if (runs.length < count) throw new Error(`${runs.length} of ${count} runs of ${kind}`);
      return runs;
    },
    { timeout, interval: 100 },
  );

/**
 * Waits until the queue holds no job waiting to run, due or running, so that what a test does next
 * is not mixed with work its setup queued (an auto-send, say).
 */
export const waitForIdleJobs = (server: Pick<TestServer, "sql">, timeout = 20_000) =>
  vi.waitFor(
    async () => {
      const [row] = await server.sql(
        `select count(*)::int as pending from pgboss.job
         where state in ('created', 'retry', 'active') and start_after <= now()`,
      );
      if (Number(row?.pending) > 0) throw new Error(`${String(row?.pending)} jobs still pending`);
    },
    { timeout, interval: 100 },
  );
