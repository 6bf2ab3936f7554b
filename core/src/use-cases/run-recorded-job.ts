import { Cause, Effect, Exit } from "effect";
import type { JobKind } from "../jobs/job-kind.ts";
import type { JobRunOutcome } from "../jobs/job-run.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { JobRunRepository } from "../ports/job-run-repository.ts";

/** One attempt of one queued job, as the queue hands it to a worker. */
export interface JobAttempt {
  readonly kind: JobKind;
  readonly jobId: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /** True when the queue will not retry this job if this attempt fails. */
  readonly lastAttempt: boolean;
  /** Which server process runs it (`host:pid`). */
  readonly worker: string;
  /** The account and invoice the job is about, when it is about one. */
  readonly userId: string | null;
  readonly invoiceId: string | null;
}

/** A failure's i18n key (or a defect's generic one), which the health report shows translated. */
export const failureKey = (cause: Cause.Cause<unknown>): string => {
  const error = Cause.findErrorOption(cause);
  if (error._tag === "Some" && typeof error.value === "object" && error.value !== null) {
    const key = (error.value as { readonly key?: unknown }).key;
    if (typeof key === "string") return key;
  }
  return "common.errors.internal";
};

/**
 * Runs one attempt of a job and keeps it in the job runs (the health report, and the proof that
 * a job ran once): when it started and finished by the `Clock`, in which process, and whether it
 * succeeded, failed with a retry to come, or failed for good. Answers the job's own outcome.
 */
export const runRecordedJob = <A, E, R>(attempt: JobAttempt, job: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const clock = yield* Clock;
    const startedAt = yield* clock.now;
    const exit = yield* Effect.exit(job);
    const outcome: JobRunOutcome = Exit.isSuccess(exit)
      ? "succeeded"
      : attempt.lastAttempt
        ? "failed"
        : "retrying";
    yield* (yield* JobRunRepository).record({
      id: yield* (yield* IdGenerator).next,
      kind: attempt.kind,
      jobId: attempt.jobId,
      userId: attempt.userId,
      invoiceId: attempt.invoiceId,
      attempt: attempt.attempt,
      outcome,
      error: Exit.isFailure(exit) ? failureKey(exit.cause) : null,
      worker: attempt.worker,
      startedAt,
      finishedAt: yield* clock.now,
    });
    return yield* exit;
  });
