import {
  JOB_KINDS,
  type JobFailure,
  type JobKind,
  type JobKindHealth,
  JobRunRepository,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { invoiceNumberOf } from "./invoice-row.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";

type FailureRow = Omit<JobFailure, "invoiceNumber"> & { readonly number: number | null };

/**
 * `JobRunRepository` over `job_runs`: one row per attempt; the last run and success of each kind
 * come from the (kind, finished_at) index, a user's failures from the (user_id, finished_at) one.
 */
export const JobRunRepositoryLive = (database: Database) =>
  Layer.succeed(JobRunRepository, {
    record: (run) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into job_runs (id, kind, job_id, user_id, invoice_id, attempt, outcome, error,
             worker, started_at, finished_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            run.id,
            run.kind,
            run.jobId,
            run.userId,
            run.invoiceId,
            run.attempt,
            run.outcome,
            run.error,
            run.worker,
            run.startedAt,
            run.finishedAt,
          ],
        ),
      ).pipe(Effect.asVoid),

    health: (userId, since, limit) =>
      runQuery(database, async (em) => {
        const lasts = await em.execute<
          { kind: JobKind; lastRunAt: string | null; lastSuccessAt: string | null }[]
        >(
          `select k.kind,
             (select ${instantSql("max(r.finished_at)")} from job_runs r
              where r.kind = k.kind) as "lastRunAt",
             (select ${instantSql("max(r.finished_at)")} from job_runs r
              where r.kind = k.kind and r.outcome = 'succeeded') as "lastSuccessAt"
           from (values ${JOB_KINDS.map(() => "(?)").join(", ")}) k (kind)`,
          [...JOB_KINDS],
        );
        const failures = await em.execute<FailureRow[]>(
          `select kind, "invoiceId", number, attempt, final, error, at from (
             select r.kind, r.invoice_id as "invoiceId", i.number, r.attempt,
               r.outcome = 'failed' as final, r.error, ${instantSql("r.finished_at")} as at,
               r.finished_at,
               row_number() over (partition by r.kind
                 order by r.finished_at desc, r.attempt desc, r.id) as rank
             from job_runs r left join invoices i on i.id = r.invoice_id
             where r.user_id = ? and r.outcome <> 'succeeded' and r.finished_at >= ?
           ) ranked where rank <= ? order by finished_at desc, attempt desc`,
          [userId, since, limit],
        );
        return lasts.map(
          (last): JobKindHealth => ({
            ...last,
            failures: failures
              .filter((failure) => failure.kind === last.kind)
              .map(({ number, ...failure }) => ({
                ...failure,
                attempt: Number(failure.attempt),
                invoiceNumber: invoiceNumberOf(number === null ? null : Number(number)),
              })),
          }),
        );
      }),

    prune: (before) =>
      runQuery(database, (em) =>
        em.execute<{ count: number | string }[]>(
          `with gone as (delete from job_runs where finished_at < ? returning 1)
           select count(*) as count from gone`,
          [before],
        ),
      ).pipe(Effect.map((rows) => Number(rows[0]?.count ?? 0))),
  });
