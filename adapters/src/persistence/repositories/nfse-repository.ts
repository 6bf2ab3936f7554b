import {
  type IssuedNfse,
  type NfseEvent,
  type NfseMessage,
  NfseRepository,
  type NfseSubmission,
} from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { invoiceRows } from "./invoice-rows.ts";
import { runQuery, runTransaction } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

// A registered cancellation of the submission's access key.
const cancelledSql = `exists (select 1 from nfse_events e
  where e.user_id = s.user_id and e.access_key = s.access_key and e.registered)`;

const submissionColumns = `s.id, s.invoice_id as "invoiceId", s.trigger, s.environment, s.sandbox,
  s.dps_id as "dpsId", s.n_dps as "nDps", s.status, s.access_key as "accessKey", s.messages,
  ${instantSql("s.issued_at")} as "issuedAt", ${instantSql("s.submitted_at")} as "submittedAt",
  (s.access_key is not null and ${cancelledSql}) as cancelled, s.error, s.fields`;

const issuedColumns = `s.invoice_id as "invoiceId", s.access_key as "accessKey",
  s.dps_id as "dpsId", s.dps_xml as "dpsXml", s.nfse_xml as "nfseXml", s.environment, s.sandbox,
  ${instantSql("s.issued_at")} as "issuedAt", ${cancelledSql} as cancelled`;

const eventColumns = `id, invoice_id as "invoiceId", access_key as "accessKey", kind, reason,
  justification, registered, messages, ${instantSql("sent_at")} as "sentAt",
  ${instantSql("registered_at")} as "registeredAt"`;

// jsonb comes back parsed from PGlite and from pg; a text driver would give the JSON text.
const parsed = <T>(value: T | string): T =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

const submissionOf = (row: NfseSubmission): NfseSubmission => ({
  ...row,
  messages: parsed<ReadonlyArray<NfseMessage>>(row.messages),
  fields: row.fields === null ? null : parsed(row.fields),
});

const eventOf = (row: NfseEvent): NfseEvent => ({
  ...row,
  messages: parsed<ReadonlyArray<NfseMessage>>(row.messages),
});

/** `NfseRepository` over the database, every query scoped by the owner. */
export const NfseRepositoryLive = (database: Database) => {
  const issuedWhere = (condition: string, values: ReadonlyArray<string>) =>
    runQuery(database, (em) =>
      em.execute<IssuedNfse[]>(
        `select ${issuedColumns} from nfse_submissions s
         where s.user_id = ? and s.status = 'issued' and ${condition}
         order by s.submitted_at desc, s.id desc
         limit 1`,
        [...values],
      ),
    ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0])));

  return Layer.succeed(NfseRepository, {
    assignDpsNumber: (userId, request, at) =>
      runTransaction(database, async (tx) => {
        const key = [userId, request.environment, request.issuer, request.serie];
        // One statement creates the counter on the series' first DPS and otherwise locks it.
        const rows = await tx.execute<Array<{ readonly lastNumber: number }>>(
          `insert into nfse_dps_counters (user_id, environment, issuer, serie, last_number)
           values (?, ?, ?, ?, 0)
           on conflict (user_id, environment, issuer, serie)
             do update set last_number = nfse_dps_counters.last_number
           returning last_number as "lastNumber"`,
          key,
        );
        const counter = rows[0];
        if (counter === undefined) throw new Error("the DPS number counter returned no row");
        const held = await tx.execute<Array<{ readonly nDps: number }>>(
          `select n_dps as "nDps" from nfse_dps_numbers
           where user_id = ? and environment = ? and issuer = ? and serie = ? and invoice_id = ?`,
          [...key, request.invoiceId],
        );
        const kept = held[0];
        if (kept !== undefined) return kept.nDps;
        const next = counter.lastNumber + 1;
        await tx.execute(
          `insert into nfse_dps_numbers (user_id, environment, issuer, serie, n_dps, invoice_id, assigned_at)
           values (?, ?, ?, ?, ?, ?, ?)`,
          [...key, next, request.invoiceId, at],
        );
        await tx.execute(
          `update nfse_dps_counters set last_number = ?
           where user_id = ? and environment = ? and issuer = ? and serie = ?`,
          [next, ...key],
        );
        return next;
      }),

    record: (userId, record) =>
      runQuery(database, (em) => {
        const { submission, series } = record;
        return em.execute(
          `insert into nfse_submissions (id, user_id, invoice_id, trigger, environment, sandbox,
             status, issuer, serie, n_dps, dps_id, access_key, messages, issued_at, submitted_at,
             error, fields, dps_xml, nfse_xml, response_json)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
          [
            submission.id,
            userId,
            submission.invoiceId,
            submission.trigger,
            submission.environment,
            submission.sandbox,
            submission.status,
            series?.issuer ?? null,
            series?.serie ?? null,
            submission.nDps,
            submission.dpsId,
            submission.accessKey,
            JSON.stringify(submission.messages),
            submission.issuedAt,
            submission.submittedAt,
            submission.error,
            submission.fields === null ? null : JSON.stringify(submission.fields),
            record.dpsXml,
            record.nfseXml,
            record.responseJson,
          ],
        );
      }).pipe(Effect.asVoid),

    list: (userId, invoiceId) =>
      invoiceRows(
        database,
        `select ${submissionColumns} from nfse_submissions s
         where s.user_id = ? and s.invoice_id = ?
         order by s.submitted_at desc, s.id desc`,
        userId,
        invoiceId,
        submissionOf,
      ),

    issued: (userId, invoiceId) =>
      isUuid(invoiceId)
        ? issuedWhere("s.invoice_id = ?", [userId, invoiceId])
        : Effect.succeed(Option.none()),

    issuedByDps: (userId, dpsId) => issuedWhere("s.dps_id = ?", [userId, dpsId]),

    issuedByKey: (userId, accessKey) => issuedWhere("s.access_key = ?", [userId, accessKey]),

    recordEvent: (userId, record) =>
      runQuery(database, (em) => {
        const { event } = record;
        return em.execute(
          `insert into nfse_events (id, user_id, invoice_id, access_key, kind, reason,
             justification, registered, messages, sent_at, registered_at, signed_xml, event_xml,
             response_json)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)`,
          [
            event.id,
            userId,
            event.invoiceId,
            event.accessKey,
            event.kind,
            event.reason,
            event.justification,
            event.registered,
            JSON.stringify(event.messages),
            event.sentAt,
            event.registeredAt,
            record.signedXml,
            record.eventXml,
            record.responseJson,
          ],
        );
      }).pipe(Effect.asVoid),

    events: (userId, invoiceId) =>
      invoiceRows(
        database,
        `select ${eventColumns} from nfse_events
         where user_id = ? and invoice_id = ?
         order by sent_at desc, id desc`,
        userId,
        invoiceId,
        eventOf,
      ),
  });
};
