import { type Database, openDatabase, openPgBossJobs, type PgBossJobs } from "@invoicing/adapters";
import { addDays, todayIn } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect } from "effect";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { clientBody, recurringInvoiceBody } from "../../testing/sample-bodies.ts";
import { serversOnOneDatabase } from "../../testing/servers-on-one-database.ts";
import { defaultJobsSetup, jobKindSpecs } from "./job-kind-specs.ts";

const SCHEDULES = 8;
// Weekly from 9 weeks ago: 9 or 10 occurrences due today, whatever the weekday.
const WEEKS_BACK = 9;
const timeout = 420_000;

const send = async (url: string, pathname: string, token: string | null, json: unknown) => {
  const response = await fetch(`${url}${pathname}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(json),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
};

describeEachBackend("recurring invoices across two server processes", (backend) => {
  if (backend === "pglite") {
    it.skip("needs a PostgreSQL server: PGlite lives inside one process");
    return;
  }

  const servers = serversOnOneDatabase(backend, {
    env: { JOBS_POLL_SECONDS: "0.5" },
    // A busy machine starts a server slowly: the default minute is not always enough.
    startTimeoutMs: 150_000,
    hookTimeoutMs: timeout,
  });
  let database: Database;
  let producer: PgBossJobs;

  beforeAll(async () => {
    const scratch = servers.scratch();
    if (scratch === null) throw new Error("two processes need a server backend");
    // This process only queues jobs: it starts no worker.
    database = await openDatabase(scratch.options);
    producer = await openPgBossJobs(database, jobKindSpecs(defaultJobsSetup(0.5)), {
      pollingIntervalSeconds: 0.5,
      onError: () => {},
      onWarning: () => {},
    });
  }, timeout);

  // Registered after the servers' hooks, so it runs before them: the queue stops first.
  afterAll(async () => {
    await producer?.stop();
    await database?.close();
  });

  const sql = (query: string, params: ReadonlyArray<unknown> = []) =>
    database.orm.em.fork().execute(query, [...params]);

  it(
    `issues each due occurrence of ${SCHEDULES} recurring invoices once while both processes run the job at the same time`,
    async () => {
      const [first, second] = servers.urls();
      const password = "two processes";
      const account = await send(first ?? "", "/api/auth/register", null, {
        firstName: "Two",
        lastName: "Processes",
        email: `recurring-two-processes-${Date.now()}@example.com`,
        password,
        confirmPassword: password,
        timeZone: "UTC",
      });
      const token = String(account.token);
      const client = await send(first ?? "", "/api/clients", token, clientBody());
      const today = todayIn("UTC", new Date());
      const startDate = addDays(today, -7 * WEEKS_BACK);
      const weekday = ((((Date.parse(startDate) / 86_400_000 + 3) % 7) + 7) % 7) + 1;
      for (let index = 0; index < SCHEDULES; index += 1) {
        await send(
          (index % 2 === 0 ? first : second) ?? "",
          "/api/recurring-invoices",
          token,
          recurringInvoiceBody(String(client.id), {
            frequency: "weekly",
            day: weekday,
            startDate,
            count: null,
            emailMethod: null,
          }),
        );
      }
      const expected = SCHEDULES * (WEEKS_BACK + 1);

      // Several runs at once, under keys of their own, so both processes take one.
      const runs = ["a", "b", "c", "d"].map((key) =>
        Effect.runPromise(
          producer.queue.enqueue({ kind: "issueRecurringInvoices", key, payload: {} }),
        ),
      );
      await Promise.all(runs);

      await vi.waitFor(
        async () => {
          const [row] = await sql(`select count(*) as n from recurring_occurrences`);
          if (Number(row?.n) < expected) throw new Error(`${row?.n} issued`);
        },
        { timeout: 120_000, interval: 500 },
      );
      await vi.waitFor(
        async () => {
          const [row] = await sql(
            `select count(*) as n from job_runs where kind = 'issueRecurringInvoices'`,
          );
          if (Number(row?.n) < 4) throw new Error(`${row?.n} runs`);
        },
        { timeout: 60_000, interval: 500 },
      );

      const invoices = await sql(
        `select i.number from invoices i join recurring_occurrences o on o.invoice_id = i.id
         order by i.number`,
      );
      expect(invoices).toHaveLength(expected);
      expect(invoices.map((row) => Number(row.number))).toEqual(
        invoices.map((_, index) => index + 1),
      );
      const [all] = await sql(`select count(*) as n from invoices`);
      expect(Number(all?.n)).toBe(expected);
      const workers = await sql(
        `select distinct worker from job_runs where kind = 'issueRecurringInvoices'`,
      );
      expect(workers.length).toBe(2);
      const states = await sql(
        `select issued_count as "issuedCount", last_result as "lastResult" from recurring_invoices`,
      );
      expect(
        states.every(
          (row) => Number(row.issuedCount) === WEEKS_BACK + 1 && row.lastResult === "issued",
        ),
      ).toBe(true);
    },
    timeout,
  );
});
