import { Effect } from "effect";
import {
  daysBefore,
  JOB_FAILURE_WINDOW_DAYS,
  JOB_FAILURES_SHOWN,
  type JobHealth,
} from "../jobs/job-run.ts";
import { Clock } from "../ports/clock.ts";
import { JobRunRepository } from "../ports/job-run-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The health of the jobs: per job kind, when it last ran and last succeeded, and the failed runs
 * about the user's invoices in the last seven days.
 */
export const jobHealth = (input: { readonly userId: UserId }) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    const since = daysBefore(now, JOB_FAILURE_WINDOW_DAYS);
    const kinds = yield* (yield* JobRunRepository).health(input.userId, since, JOB_FAILURES_SHOWN);
    return { since, kinds } satisfies JobHealth;
  });
