import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { JobKind } from "./job-kind.ts";

/**
 * How one run of a job ended: done; failed with another attempt to come; failed for good (the
 * last attempt, or a job that is not retried).
 */
export const JobRunOutcome = Schema.Literals(["succeeded", "retrying", "failed"]);
export type JobRunOutcome = typeof JobRunOutcome.Type;

/** One run of one job, as the job runs table keeps it. */
export interface JobRun {
  readonly id: string;
  readonly kind: JobKind;
  /** The queue's id of the job; a retry is a new run of the same job. */
  readonly jobId: string;
  /** The account and invoice the job was about, when it was about one. */
  readonly userId: string | null;
  readonly invoiceId: string | null;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly outcome: JobRunOutcome;
  /** The failure's i18n key, or the transport's words for an e-mail; null on success. */
  readonly error: string | null;
  /** Which server process ran it (`host:pid`). */
  readonly worker: string;
  readonly startedAt: string;
  readonly finishedAt: string;
}

/** A failed run about one of the user's invoices, as the health report shows it. */
export const JobFailure = Schema.Struct({
  kind: JobKind,
  invoiceId: Schema.NullOr(Schema.String),
  /** The invoice's number (`INV-007`), null for a draft or a job about no invoice. */
  invoiceNumber: Schema.NullOr(Schema.String),
  attempt: Schema.Number,
  /** True when no attempt follows. */
  final: Schema.Boolean,
  error: Schema.NullOr(Schema.String),
  at: Instant,
});
export type JobFailure = typeof JobFailure.Type;

/** One job kind's health: when it last ran and last succeeded (any account), and its failures. */
export const JobKindHealth = Schema.Struct({
  kind: JobKind,
  lastRunAt: Schema.NullOr(Instant),
  lastSuccessAt: Schema.NullOr(Instant),
  /** Failed runs about the user's own invoices in the window, newest first. */
  failures: Schema.Array(JobFailure),
});
export type JobKindHealth = typeof JobKindHealth.Type;

/** The jobs' health: every job kind, and since when its failures are counted. */
export interface JobHealth {
  readonly since: Instant;
  readonly kinds: ReadonlyArray<JobKindHealth>;
}

/** The jobs' health: every job kind, and the window the failures cover. */
export const JobHealthResponse = Schema.Struct({
  since: Instant,
  data: Schema.Array(JobKindHealth),
});
export type JobHealthResponse = typeof JobHealthResponse.Type;

/** How far back the health report looks for failures. */
export const JOB_FAILURE_WINDOW_DAYS = 7;

/** How long job runs are kept before the housekeeping deletes them. */
export const JOB_RUN_RETENTION_DAYS = 30;

/** At most this many failures per kind in the health report. */
export const JOB_FAILURES_SHOWN = 20;

/** The instant `days` whole days before `now`. */
export const daysBefore = (now: string, days: number): string =>
  new Date(Date.parse(now) - days * 86_400_000).toISOString();
