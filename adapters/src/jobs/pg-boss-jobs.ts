import { type JobKind, JobQueue, type QueuedJob } from "@invoicing/core";
import type { PgliteConnection } from "@mikro-orm/pglite";
import { Effect } from "effect";
import { type ConstructorOptions, fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../persistence/database.ts";

/** How one kind of job is queued, retried and scheduled. */
export interface JobKindSpec {
  readonly kind: JobKind;
  /** Attempts after the first; 0 for none. */
  readonly retryLimit: number;
  /**
   * Seconds before the first retry; each later one waits about twice as long as the one before,
   * with jitter (pg-boss's exponential backoff), up to an hour.
   */
  readonly retryDelaySeconds: number;
  /** When the kind runs on its own: a cron expression in UTC, or null for queued jobs only. */
  readonly cron: string | null;
  /** How many jobs of this kind one process runs at once. */
  readonly concurrency: number;
}

/** One attempt of one job, as a worker gets it. */
export interface JobDelivery {
  readonly kind: JobKind;
  readonly jobId: string;
  readonly payload: unknown;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /** True when a failure of this attempt is final. */
  readonly lastAttempt: boolean;
}

/** What the queue reports that is not a job's own failure (lost connection, slow queries…). */
export interface JobQueueEvents {
  readonly onError: (error: unknown) => void;
  readonly onWarning: (warning: unknown) => void;
}

/** The job queue over pg-boss: the port for use cases, and the workers of this process. */
export interface PgBossJobs {
  readonly queue: JobQueue["Service"];
  /**
   * Starts this process's workers (each job handled by `handle`; a rejection fails the attempt,
   * which is retried as its kind says) and the cron schedules.
   */
  start(handle: (delivery: JobDelivery) => Promise<void>): Promise<void>;
  /** Stops taking jobs, waits up to `timeoutMs` for the running ones, and lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
  /** True from the end of `start` until `stop` begins: this process's workers take jobs. */
  running(): boolean;
  /**
   * Per kind, the jobs ready to run and those running, in every process, as pg-boss last counted
   * them (its monitor recounts about every minute).
   */
  depth(): Promise<ReadonlyArray<JobQueueDepth>>;
}

/** How many jobs of one kind wait and run. */
export interface JobQueueDepth {
  readonly kind: JobKind;
  readonly ready: number;
  readonly active: number;
}

const MAX_RETRY_DELAY_SECONDS = 3600;

// pg-boss talks to PostgreSQL through a small pool of its own; on PGlite, through the app's one
// connection, queued behind the ORM's transactions (PGlite runs one at a time).
const connection = async (database: Database): Promise<ConstructorOptions> => {
  if (database.engine === "postgresql") {
    const url = database.orm.config.get("clientUrl");
    if (url === undefined) throw new Error("the PostgreSQL database has no client URL");
    return { connectionString: url, max: 3, application_name: "invoicing-jobs" };
  }
  // The PGlite engine's connection is the PGlite driver's (open-database.ts).
  const pglite = await (
    database.orm.em.getConnection() as unknown as PgliteConnection
  ).getNativeClient();
  // PGlite runs in single-user mode, without autovacuum: a warning about it would say nothing.
  return { db: fromPglite(pglite), backend: "pglite", monitorVacuum: false };
};

/**
 * Opens pg-boss on the app's database (it creates and migrates its own `pgboss` schema, under an
 * advisory lock, so several processes may start at once) and creates one queue per kind. Every
 * queue is `exclusive`: while a job of a kind and key waits or runs, no second one is queued, and
 * each job is fetched by one worker (`SELECT … FOR UPDATE SKIP LOCKED`), whichever process.
 */
export const openPgBossJobs = async (
  database: Database,
  specs: ReadonlyArray<JobKindSpec>,
  options: JobQueueEvents & { readonly pollingIntervalSeconds: number },
): Promise<PgBossJobs> => {
  const boss = new PgBoss({ ...(await connection(database)), schedule: true });
  boss.on("error", options.onError);
  boss.on("warning", options.onWarning);
  await boss.start();
  for (const spec of specs) {
    // pg-boss takes a maximum delay only with backoff, which only retries need.
    const retry =
      spec.retryLimit > 0
        ? {
            retryLimit: spec.retryLimit,
            retryDelay: spec.retryDelaySeconds,
            retryBackoff: true,
            retryDelayMax: MAX_RETRY_DELAY_SECONDS,
          }
        : { retryLimit: 0, retryDelay: 0, retryBackoff: false };
    // Creating is idempotent (several processes start at once); the update brings a queue made
    // by an older version to today's retries (a queue's policy never changes).
    await boss.createQueue(spec.kind, { policy: "exclusive", ...retry });
    await boss.updateQueue(spec.kind, retry);
  }

  const queue = JobQueue.of({
    enqueue: (job: QueuedJob) =>
      Effect.promise(() => boss.send(job.kind, job.payload, { singletonKey: job.key })),
  });

  let running = false;
  return {
    queue,
    running: () => running,
    depth: async () => {
      const queues = await boss.getQueues(specs.map((spec) => spec.kind));
      return specs.map((spec) => {
        const queue = queues.find((found) => found.name === spec.kind);
        return {
          kind: spec.kind,
          ready: Number(queue?.readyCount ?? 0),
          active: Number(queue?.activeCount ?? 0),
        };
      });
    },
    start: async (handle) => {
      for (const spec of specs) {
        await boss.work(
          spec.kind,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds,
            localConcurrency: spec.concurrency,
          },
          async ([job]) => {
            if (job === undefined) return;
            await handle({
              kind: spec.kind,
              jobId: job.id,
              payload: job.data,
              attempt: job.retryCount + 1,
              lastAttempt: job.retryCount >= spec.retryLimit,
            });
          },
        );
        if (spec.cron !== null) {
          await boss.schedule(spec.kind, spec.cron, {}, { singletonKey: spec.kind, tz: "UTC" });
        }
      }
      running = true;
    },
    stop: (timeoutMs = 30_000) => {
      running = false;
      return boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
};
