import { invoiceNoticeJob, periodicJob } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect } from "effect";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../testing/persistence/open-migrated-test-database.ts";
import { type JobDelivery, openPgBossJobs, type PgBossJobs } from "./pg-boss-jobs.ts";

const timeout = 60_000;

describeEachBackend("openPgBossJobs", (backend) => {
  let test: MigratedTestDatabase;
  let jobs: PgBossJobs;
  const deliveries: JobDelivery[] = [];
  // Notice jobs fail while this holds; the others always succeed.
  let refuse = true;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    jobs = await openPgBossJobs(
      test.database,
      [
        { kind: "markOverdue", cron: null, retryLimit: 0, retryDelaySeconds: 0, concurrency: 1 },
        {
          kind: "sendInvoiceNotice",
          cron: null,
          retryLimit: 1,
          retryDelaySeconds: 1,
          concurrency: 1,
        },
      ],
      { pollingIntervalSeconds: 0.5, onError: () => {}, onWarning: () => {} },
    );
  }, timeout);

  afterAll(async () => {
    await jobs?.stop(5_000);
    await test?.close();
  }, timeout);

  const enqueue = (job: Parameters<PgBossJobs["queue"]["enqueue"]>[0]) =>
    Effect.runPromise(jobs.queue.enqueue(job));

  it(
    "queues one job per kind and key while it waits, then hands it to one worker",
    async () => {
      const first = await enqueue(periodicJob("markOverdue"));
      const second = await enqueue(periodicJob("markOverdue"));
      expect(first).not.toBeNull();
      expect(second).toBeNull();
      await jobs.start(async (delivery) => {
        deliveries.push(delivery);
        if (delivery.kind === "sendInvoiceNotice" && refuse) throw new Error("refused");
      });
      await vi.waitFor(() => expect(deliveries).toHaveLength(1), { timeout: 10_000 });
      expect(deliveries[0]).toMatchObject({
        kind: "markOverdue",
        jobId: first,
        payload: {},
        attempt: 1,
        lastAttempt: true,
      });
    },
    timeout,
  );

  it(
    "retries a failed job after its delay, telling the worker which attempt is the last",
    async () => {
      const payload = { userId: "user-1", invoiceId: "invoice-1", step: 1 };
      const id = await enqueue(invoiceNoticeJob(payload));
      await vi.waitFor(
        () => expect(deliveries.filter((delivery) => delivery.jobId === id)).toHaveLength(1),
        { timeout: 10_000 },
      );
      // Waiting for its retry, the job still holds its key.
      expect(await enqueue(invoiceNoticeJob(payload))).toBeNull();
      refuse = false;
      await vi.waitFor(
        () => expect(deliveries.filter((delivery) => delivery.jobId === id)).toHaveLength(2),
        { timeout: 10_000 },
      );
      expect(
        deliveries
          .filter((delivery) => delivery.jobId === id)
          .map(({ attempt, lastAttempt, payload: data }) => ({ attempt, lastAttempt, data })),
      ).toEqual([
        { attempt: 1, lastAttempt: false, data: payload },
        { attempt: 2, lastAttempt: true, data: payload },
      ]);
      // Done, the key is free again.
      expect(await enqueue(invoiceNoticeJob(payload))).not.toBeNull();
    },
    timeout,
  );
});
