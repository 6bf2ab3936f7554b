import {
  type AuthorizedNfe,
  type NfeAccessKey,
  type NfeSubmission,
  NfeSubmissionRepository,
} from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { invoiceRows } from "./invoice-rows.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

const submissionColumns = `id, invoice_id as "invoiceId", trigger, environment, sandbox,
  access_key as "accessKey", c_stat as "cStat", x_motivo as "xMotivo", protocol, authorized,
  ${instantSql("authorized_at")} as "authorizedAt", ${instantSql("submitted_at")} as "submittedAt",
  error, fields`;

const authorizedColumns = `access_key as "accessKey", protocol, nfe_proc_xml as "nfeProcXml",
  ${instantSql("authorized_at")} as "authorizedAt", environment, sandbox`;

// jsonb comes back parsed from PGlite and from pg; a text driver would give the JSON text.
const withFields = (row: NfeSubmission): NfeSubmission => ({
  ...row,
  fields: typeof row.fields === "string" ? JSON.parse(row.fields) : row.fields,
});

/** `NfeSubmissionRepository` over the database, every query scoped by the owner. */
export const NfeSubmissionRepositoryLive = (database: Database) =>
  Layer.succeed(NfeSubmissionRepository, {
    record: (userId, record) =>
      runQuery(database, (em) => {
        const { submission, number } = record;
        return em.execute(
          `insert into nfe_submissions (id, user_id, invoice_id, trigger, environment, sandbox,
             access_key, c_stat, x_motivo, protocol, authorized, authorized_at, submitted_at,
             error, fields, issuer, serie, n_nf, nfe_proc_xml, response_xml)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)`,
          [
            submission.id,
            userId,
            submission.invoiceId,
            submission.trigger,
            submission.environment,
            submission.sandbox,
            submission.accessKey,
            submission.cStat,
            submission.xMotivo,
            submission.protocol,
            submission.authorized,
            submission.authorizedAt,
            submission.submittedAt,
            submission.error,
            submission.fields === null ? null : JSON.stringify(submission.fields),
            number?.issuer ?? null,
            number?.serie ?? null,
            number?.nNF ?? null,
            record.nfeProcXml,
            record.responseXml,
          ],
        );
      }).pipe(Effect.asVoid),

    list: (userId, invoiceId) =>
      invoiceRows(
        database,
        `select ${submissionColumns} from nfe_submissions
         where user_id = ? and invoice_id = ?
         order by submitted_at desc, id desc`,
        userId,
        invoiceId,
        withFields,
      ),

    authorized: (userId, invoiceId) =>
      isUuid(invoiceId)
        ? runQuery(database, (em) =>
            em.execute<AuthorizedNfe[]>(
              `select ${authorizedColumns}
               from nfe_submissions
               where user_id = ? and invoice_id = ? and authorized
               order by authorized_at desc, id desc
               limit 1`,
              [userId, invoiceId],
            ),
          ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0])))
        : Effect.succeed(Option.none()),

    authorizedByKey: (userId, accessKey) =>
      runQuery(database, (em) =>
        em.execute<AuthorizedNfe[]>(
          `select ${authorizedColumns} from nfe_submissions
           where user_id = ? and access_key = ? and authorized
           order by authorized_at desc, id desc
           limit 1`,
          [userId, accessKey],
        ),
      ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]))),

    authorizedInRange: (userId, range) =>
      runQuery(database, (em) =>
        em.execute<Array<{ readonly found: number }>>(
          `select 1 as found from nfe_submissions
           where user_id = ? and environment = ? and issuer = ? and serie = ?
             and n_nf between ? and ? and authorized
           limit 1`,
          [userId, range.environment, range.issuer, range.serie, range.from, range.to],
        ),
      ).pipe(Effect.map((rows) => rows.length > 0)),

    findAuthorizedKey: (userId, number) =>
      runQuery(database, (em) =>
        em.execute<Array<{ readonly accessKey: NfeAccessKey }>>(
          `select access_key as "accessKey" from nfe_submissions
           where user_id = ? and environment = ? and issuer = ? and serie = ? and n_nf = ?
             and authorized
           limit 1`,
          [userId, number.environment, number.issuer, number.serie, number.nNF],
        ),
      ).pipe(Effect.map((rows) => rows[0]?.accessKey ?? null)),
  });
