import { type NfeEvent, NfeEventRepository } from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

const eventColumns = `id, invoice_id as "invoiceId", kind, environment, sandbox, issuer, serie,
  access_key as "accessKey", sequence, from_number as "from", to_number as "to", text,
  c_stat as "cStat", x_motivo as "xMotivo", protocol, registered,
  ${instantSql("sent_at")} as "sentAt", ${instantSql("registered_at")} as "registeredAt"`;

/** `NfeEventRepository` over the database, every query scoped by the owner. */
export const NfeEventRepositoryLive = (database: Database) =>
  Layer.succeed(NfeEventRepository, {
    record: (userId, record) =>
      runQuery(database, (em) => {
        const { event } = record;
        return em.execute(
          `insert into nfe_events (id, user_id, invoice_id, kind, environment, sandbox, issuer,
             serie, access_key, sequence, from_number, to_number, text, c_stat, x_motivo,
             protocol, registered, sent_at, registered_at, signed_xml, response_xml, proc_xml)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            event.id,
            userId,
            event.invoiceId,
            event.kind,
            event.environment,
            event.sandbox,
            event.issuer,
            event.serie,
            event.accessKey,
            event.sequence,
            event.from,
            event.to,
            event.text,
            event.cStat,
            event.xMotivo,
            event.protocol,
            event.registered,
            event.sentAt,
            event.registeredAt,
            record.signedXml,
            record.responseXml,
            record.procXml,
          ],
        );
      }).pipe(Effect.asVoid),

    list: (userId, invoiceId) =>
      isUuid(invoiceId)
        ? runQuery(database, (em) =>
            em.execute<NfeEvent[]>(
              `select ${eventColumns} from nfe_events
               where user_id = ? and invoice_id = ?
               order by sent_at desc, id desc`,
              [userId, invoiceId],
            ),
          )
        : Effect.succeed([]),

    listVoidings: (userId) =>
      runQuery(database, (em) =>
        em.execute<NfeEvent[]>(
          `select ${eventColumns} from nfe_events
           where user_id = ? and kind = 'voiding'
           order by sent_at desc, id desc`,
          [userId],
        ),
      ),

    xml: (userId, eventId) =>
      isUuid(eventId)
        ? runQuery(database, (em) =>
            em.execute<Array<{ readonly xml: string }>>(
              `select coalesce(proc_xml, signed_xml) as xml from nfe_events
               where user_id = ? and id = ?`,
              [userId, eventId],
            ),
          ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]?.xml)))
        : Effect.succeed(Option.none()),

    registered: (userId, accessKey) =>
      runQuery(database, (em) =>
        em.execute<NfeEvent[]>(
          `select ${eventColumns} from nfe_events
           where user_id = ? and access_key = ? and registered
           order by sequence, sent_at`,
          [userId, accessKey],
        ),
      ),

    voidedInRange: (userId, range) =>
      runQuery(database, (em) =>
        em.execute<Array<{ readonly found: number }>>(
          `select 1 as found from nfe_events
           where user_id = ? and kind = 'voiding' and registered and environment = ?
             and issuer = ? and serie = ? and from_number <= ? and to_number >= ?
           limit 1`,
          [userId, range.environment, range.issuer, range.serie, range.to, range.from],
        ),
      ).pipe(Effect.map((rows) => rows.length > 0)),
  });
