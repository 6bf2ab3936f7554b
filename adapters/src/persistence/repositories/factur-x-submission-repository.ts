import { type FacturXSubmission, FacturXSubmissionRepository } from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

/**
 * `FacturXSubmissionRepository` over the database: one row per submission, the failed rules and
 * refused fields kept as JSON. A submission is only written for an invoice of its owner.
 */
export const FacturXSubmissionRepositoryLive = (database: Database) =>
  Layer.succeed(FacturXSubmissionRepository, {
    record: (userId, submission) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into factur_x_submissions (id, user_id, invoice_id, trigger, environment, status,
             flow_id, reason, failed_rules, error, fields, submitted_at, answered_at)
           select ?, user_id, id, ?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?, ?
           from invoices where id = ? and user_id = ?`,
          [
            submission.id,
            submission.trigger,
            submission.environment,
            submission.status,
            submission.flowId,
            submission.reason,
            JSON.stringify(submission.failedRules),
            submission.error,
            submission.fields === null ? null : JSON.stringify(submission.fields),
            submission.submittedAt,
            submission.answeredAt,
            submission.invoiceId,
            userId,
          ],
        ),
      ).pipe(Effect.asVoid),

    list: (userId, invoiceId) =>
      isUuid(invoiceId)
        ? runQuery(database, (em) =>
            em.execute<FacturXSubmission[]>(
              `select id, invoice_id as "invoiceId", trigger, environment, status,
                 flow_id as "flowId", reason, failed_rules as "failedRules", error, fields,
                 ${instantSql("submitted_at")} as "submittedAt",
                 ${instantSql("answered_at")} as "answeredAt"
               from factur_x_submissions where user_id = ? and invoice_id = ?
               order by submitted_at desc, answered_at desc, id desc`,
              [userId, invoiceId],
            ),
          )
        : Effect.succeed([]),
  });
