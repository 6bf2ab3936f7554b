import { type Database, openPgBossJobs, type PgBossJobs } from "@invoicing/adapters";
import { PERIODIC_JOB_KINDS, periodicJob } from "@invoicing/core";
import type { Logger } from "../logging/logger.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";
import type { AppRuntime } from "../runtime/app-services.ts";
import { type JobsSetup, jobKindSpecs } from "./job-kind-specs.ts";
import { runJob } from "./run-job.ts";

/** Opens the job queue on the app's database (before the runtime, which enqueues through it). */
export const openJobs = (database: Database, setup: JobsSetup, logger: Logger) =>
  openPgBossJobs(database, jobKindSpecs(setup), {
    pollingIntervalSeconds: setup.pollingIntervalSeconds,
    onError: (error) => logger.error("job queue", { error: String(error) }),
    onWarning: (warning) => logger.warn("job queue", { warning: JSON.stringify(warning) }),
  });

/**
 * Starts this process's workers on the runtime and, with schedules on, queues one run of each
 * periodic job now (a server that was down catches up at start; several processes starting at
 * once queue one run, the queues being exclusive).
 */
export const startJobs = async (
  jobs: PgBossJobs,
  runtime: AppRuntime,
  setup: JobsSetup,
  metrics: ServerMetrics,
): Promise<void> => {
  await jobs.start(runJob(runtime, metrics));
  if (!setup.schedules) return;
  for (const kind of PERIODIC_JOB_KINDS) {
    await runtime.runPromise(jobs.queue.enqueue(periodicJob(kind)));
  }
};
