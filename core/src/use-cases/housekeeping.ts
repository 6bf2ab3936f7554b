import { Effect } from "effect";
import { daysBefore, JOB_RUN_RETENTION_DAYS } from "../jobs/job-run.ts";
import { Clock } from "../ports/clock.ts";
import { JobRunRepository } from "../ports/job-run-repository.ts";
import { purgeExpiredSessions } from "./purge-expired-sessions.ts";

/**
 * The housekeeping job: deletes expired sessions and the job runs older than thirty days;
 * answers how many of each went.
 */
export const housekeeping = Effect.gen(function* () {
  const sessions = yield* purgeExpiredSessions;
  const now = yield* (yield* Clock).now;
  const before = daysBefore(now, JOB_RUN_RETENTION_DAYS);
  const jobRuns = yield* (yield* JobRunRepository).prune(before);
  return { sessions, jobRuns };
});
