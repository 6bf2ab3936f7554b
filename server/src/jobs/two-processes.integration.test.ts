import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase, openPgBossJobs, type PgBossJobs } from "@invoicing/adapters";
import { createScratchDatabase, type ScratchDatabase } from "@invoicing/adapters/testing";
import { type SmtpStandIn, startSmtpStandIn } from "@invoicing/adapters/testing/email";
import { addDays, periodicJob, todayIn } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect } from "effect";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import { type SpawnedServer, spawnServer } from "../../testing/spawn-server.ts";
import { defaultJobsSetup, jobKindSpecs } from "./job-kind-specs.ts";

const INVOICES = 24;
const timeout = 180_000;

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

describeEachBackend("jobs across two server processes", (backend) => {
  if (backend === "pglite") {
    it.skip("needs a PostgreSQL server: PGlite lives inside one process");
    return;
  }

  let scratch: ScratchDatabase;
  let dataDir: string;
  let smtp: SmtpStandIn;
  let servers: SpawnedServer[] = [];
  let database: Database;
  let producer: PgBossJobs;

  beforeAll(async () => {
    scratch = await createScratchDatabase(backend, { migrated: true });
    if (!("url" in scratch.options)) throw new Error("a server backend has a URL");
    dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-jobs-"));
    smtp = await startSmtpStandIn();
    const env = {
      DATABASE_URL: scratch.options.url,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      SMTP_URL: smtp.url,
      JOBS_POLL_SECONDS: "0.5",
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    // This process only queues jobs: it starts no worker.
    database = await openDatabase(scratch.options);
    producer = await openPgBossJobs(database, jobKindSpecs(defaultJobsSetup(0.5)), {
      pollingIntervalSeconds: 0.5,
      onError: () => {},
      onWarning: () => {},
    });
  }, timeout);

  afterAll(async () => {
    await producer?.stop();
    await database?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.close();
    await scratch?.drop();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  const sql = (query: string, params: ReadonlyArray<unknown> = []) =>
    database.orm.em.fork().execute(query, [...params]);

  it(
    `runs each of ${INVOICES} notice jobs once, spread over both processes, and moves each invoice to overdue once`,
    async () => {
      const [first, second] = servers.map((server) => server.url);
      const password = "two processes";
      const account = await send(first ?? "", "/api/auth/register", null, {
        firstName: "Two",
        lastName: "Processes",
        email: `two-processes-${Date.now()}@example.com`,
        password,
        confirmPassword: password,
        timeZone: "UTC",
      });
      const token = String(account.token);
      const email = `payer-${process.pid}@example.com`;
      const client = await send(first ?? "", "/api/clients", token, clientBody({ email }));
      // Three days late: inside the first overdue notice's window whatever the hour.
      const dueDate = addDays(todayIn("UTC", new Date()), -3);
      const ids: string[] = [];
      for (let index = 0; index < INVOICES; index += 1) {
        const created = await send(
          (index % 2 === 0 ? first : second) ?? "",
          "/api/invoices",
          token,
          invoiceBody(String(client.id), {
            issueDate: addDays(dueDate, -30),
            dueDate,
            status: "sent",
          }),
        );
        ids.push(String(created.id));
      }

      const enqueue = (kind: "markOverdue" | "queueInvoiceNotices") =>
        Effect.runPromise(producer.queue.enqueue(periodicJob(kind)));
      await Promise.all([enqueue("markOverdue"), enqueue("queueInvoiceNotices")]);

      await vi.waitFor(
        () => {
          const delivered = smtp.received.filter((mail) => mail.recipients.includes(email));
          if (delivered.length < INVOICES) throw new Error(`${delivered.length} delivered`);
        },
        { timeout: 60_000, interval: 200 },
      );
      // Six more polling rounds of both processes: nothing more may come.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.received.filter((mail) => mail.recipients.includes(email))).toHaveLength(
        INVOICES,
      );

      const runs = await sql(
        `select job_id as "jobId", invoice_id as "invoiceId", worker, outcome, attempt
         from job_runs where kind = 'sendInvoiceNotice'`,
      );
      expect(runs).toHaveLength(INVOICES);
      expect(new Set(runs.map((run) => run.jobId)).size).toBe(INVOICES);
      expect(new Set(runs.map((run) => run.invoiceId))).toEqual(new Set(ids));
      expect(runs.every((run) => run.outcome === "succeeded" && Number(run.attempt) === 1)).toBe(
        true,
      );
      // Both processes took jobs.
      expect(new Set(runs.map((run) => run.worker)).size).toBe(2);

      const [queue] = await sql(
        `select count(*) filter (where state = 'completed') as completed,
           count(*) filter (where state <> 'completed') as other
         from pgboss.job where name = 'sendInvoiceNotice'`,
      );
      expect(Number(queue?.completed)).toBe(INVOICES);
      expect(Number(queue?.other)).toBe(0);

      const lines = await sql(
        `select invoice_id as "invoiceId", count(*) filter (where event = 'statusChanged' and to_status = 'overdue') as overdue,
           count(*) filter (where event = 'noticeSent') as notices
         from invoice_history where invoice_id in (${ids.map(() => "?").join(", ")})
         group by invoice_id`,
        ids,
      );
      expect(lines).toHaveLength(INVOICES);
      for (const line of lines) {
        expect([Number(line.overdue), Number(line.notices)]).toEqual([1, 1]);
      }
    },
    timeout,
  );
});
