import { EInvoiceQueue, type QueuedEInvoice } from "@invoicing/core";
import { Duration, Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";

/**
 * `EInvoiceQueue` over the database: `einvoice_queue`, filled by the triggers of `invoices` in the
 * transaction that numbers an invoice (migration 0025). Ages are measured by the database's clock,
 * the one that stamped `queued_at`.
 */
export const EInvoiceQueueLive = (database: Database) =>
  Layer.succeed(EInvoiceQueue, {
    handedOver: (invoiceId) =>
      runQuery(database, (em) =>
        em.execute(`delete from einvoice_queue where invoice_id = ?`, [invoiceId]),
      ).pipe(Effect.asVoid),

    queued: (olderThan, limit) =>
      runQuery(database, (em) =>
        em.execute<QueuedEInvoice[]>(
          `select user_id as "userId", invoice_id as "invoiceId" from einvoice_queue
           where queued_at < now() - make_interval(secs => ?)
           order by queued_at, invoice_id limit ?`,
          [Duration.toSeconds(olderThan), limit],
        ),
      ),
  });
