import { invoiceNumberingTriggers } from "./archive-queue-sql.ts";
/**
 * The SQL that puts an invoice on the e-invoice queue as it takes its number
 * (docs/PRODUCT-RULES.md#auto-send), shared by the entities (so the schema check knows it) and by
 * migration 0025 that creates it. A row trigger, so every path giving an invoice its number queues
 * it in the same transaction; a restore (which sets `invoicing.restoring`) loads the queue as it
 * was backed up instead, so restored invoices are not sent again. Migrations that shipped run this
 * text: change it only together with a new migration.
 */

/** The setting a restore turns on, in its transaction, so loading invoices queues none. */
export const RESTORING_SETTING = "invoicing.restoring";

/** The function both triggers run: queue the invoice unless it is queued already. */
export const queueEInvoiceFunction = `create function "invoices_queue_einvoice"() returns trigger
  language plpgsql as $$ begin
    if coalesce(current_setting('${RESTORING_SETTING}', true), '') <> 'on' then
      insert into einvoice_queue (invoice_id, user_id, queued_at)
      values (new.id, new.user_id, now())
      on conflict do nothing;
    end if;
    return null;
  end $$;`;

/** The invoice triggers of the e-invoice queue. */
export const einvoiceQueueTriggers = invoiceNumberingTriggers("einvoice");
