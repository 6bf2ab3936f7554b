import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { JobKindHealth, JobRun } from "../jobs/job-run.ts";
import type { UserId } from "../users/user-id.ts";

/** The runs of jobs: what the health report reads, and what shows a job ran once. */
export class JobRunRepository extends Context.Service<
  JobRunRepository,
  {
    readonly record: (run: JobRun) => Effect.Effect<void>;
    /**
     * Per job kind: the last run and last success of any account, and at most `limit` failed
     * runs about the user's invoices since `since`, newest first.
     */
    readonly health: (
      userId: UserId,
      since: Instant,
      limit: number,
    ) => Effect.Effect<ReadonlyArray<JobKindHealth>>;
    /** Deletes the runs that finished before `before`; answers how many went. */
    readonly prune: (before: Instant) => Effect.Effect<number>;
  }
>()("@invoicing/core/JobRunRepository") {}
