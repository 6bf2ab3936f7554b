import { Context, type Effect } from "effect";
import type { QueuedJob } from "../jobs/queued-job.ts";

/**
 * The job queue (a PostgreSQL-backed queue shared by every server process): each job queued is run
 * by one process, retried as its kind says.
 */
export class JobQueue extends Context.Service<
  JobQueue,
  {
    /**
     * Queues `job`; answers its id, or null when a job of the same kind and key already waits or
     * runs (so nothing was queued).
     */
    readonly enqueue: (job: QueuedJob) => Effect.Effect<string | null>;
  }
>()("@invoicing/core/JobQueue") {}
