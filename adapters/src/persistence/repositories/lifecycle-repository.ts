import { type LifecycleEntry, LifecycleRepository, parseInvoiceNumber } from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

/**
 * The statuses of one document as `LifecycleEntry` rows, oldest first: those of `table`, whose
 * `documentColumn` names the document (an issued invoice, a received one); the parameters are
 * the owner and the document's id.
 */
export const lifecycleEntriesSql = (table: string, documentColumn: string): string =>
  `select id, ${documentColumn} as "invoiceId", code, ${instantSql("at")} as "at",
     reason_code as "reasonCode", reason, platform, flow_id as "flowId", cdar
   from ${table} where user_id = ? and ${documentColumn} = ?
   order by at, code, id`;

/**
 * `LifecycleRepository` over the database: one row per status, written only for an invoice of
 * its owner, found by id or by number. A flow already kept (the unique index on the owner's
 * flow ids) is not written twice.
 */
export const LifecycleRepositoryLive = (database: Database) =>
  Layer.succeed(LifecycleRepository, {
    record: (userId, target, entry) => {
      const byId = "invoiceId" in target;
      // Invoices keep their number as its sequence: `INV-007` is 7.
      const key = byId ? target.invoiceId : parseInvoiceNumber(target.invoiceNumber);
      if (key === undefined || (byId && !isUuid(target.invoiceId))) return Effect.succeed(null);
      return runQuery(database, (em) =>
        em.execute<{ invoice_id: string }[]>(
          `insert into invoice_lifecycle (id, user_id, invoice_id, code, at, reason_code, reason,
             platform, flow_id, cdar)
           select ?, user_id, id, ?, ?, ?, ?, ?, ?, ?
           from invoices where user_id = ? and ${byId ? "id" : '"number"'} = ?
           on conflict do nothing
           returning invoice_id`,
          [
            entry.id,
            entry.code,
            entry.at,
            entry.reasonCode,
            entry.reason,
            entry.platform,
            entry.flowId,
            entry.cdar,
            userId,
            key,
          ],
        ),
      ).pipe(Effect.map((rows) => rows[0]?.invoice_id ?? null));
    },

    list: (userId, invoiceId) =>
      isUuid(invoiceId)
        ? runQuery(database, (em) =>
            em.execute<LifecycleEntry[]>(lifecycleEntriesSql("invoice_lifecycle", "invoice_id"), [
              userId,
              invoiceId,
            ]),
          )
        : Effect.succeed([]),
  });
