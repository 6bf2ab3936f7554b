/**
 * The SQL that queues a numbered invoice or credit note for the archive
 * (docs/PRODUCT-RULES.md#credit-notes), shared by the entities (so the schema check knows it) and
 * by migrations 0019 and 0021 that create it. A row trigger, so that every path giving an invoice
 * its number (the API, a job, a restore) queues it in the same transaction. Migrations that shipped
 * run this text: change it only together with a new migration.
 */

/** The function both triggers run: queue the invoice unless it is queued already. */
export const queueInvoiceArchiveFunction = `create function "invoices_queue_archive"() returns trigger
  language plpgsql as $$ begin
    insert into archive_queue (document_kind, document_id, user_id, queued_at)
    values ('invoice', new.id, new.user_id, now())
    on conflict do nothing;
    return null;
  end $$;`;

/** One trigger that queues a document as it takes its number. */
export interface QueueTrigger {
  readonly name: string;
  readonly event: "insert" | "update";
  readonly createTrigger: string;
}

/**
 * The two triggers that run `invoices_queue_<queue>` at the two moments an invoice takes its number:
 * created numbered, or numbered by an update.
 */
export const invoiceNumberingTriggers = (queue: string): ReadonlyArray<QueueTrigger> => {
  const fn = `invoices_queue_${queue}`;
  return [
    {
      name: `${fn}_after_insert`,
      event: "insert",
      createTrigger: `create trigger "${fn}_after_insert" after insert on "invoices"
      for each row when (new.number is not null)
      execute function "${fn}"();`,
    },
    {
      name: `${fn}_after_update`,
      event: "update",
      createTrigger: `create trigger "${fn}_after_update" after update of number on "invoices"
      for each row when (old.number is null and new.number is not null)
      execute function "${fn}"();`,
    },
  ];
};

/** The invoice triggers of the archive queue. */
export const archiveQueueTriggers = invoiceNumberingTriggers("archive");

/**
 * The function the trigger of `credit_notes` runs (migration 0021): a credit note takes its number
 * when it is stored, so every one is queued in the transaction that stores it.
 */
export const queueCreditNoteArchiveFunction = `create function "credit_notes_queue_archive"() returns trigger
  language plpgsql as $$ begin
    insert into archive_queue (document_kind, document_id, user_id, queued_at)
    values ('credit_note', new.id, new.user_id, now())
    on conflict do nothing;
    return null;
  end $$;`;

/** The trigger of `credit_notes` that queues each credit note for the archive as it is stored. */
export const creditNoteArchiveQueueTrigger: QueueTrigger = {
  name: "credit_notes_queue_archive_after_insert",
  event: "insert",
  createTrigger: `create trigger "credit_notes_queue_archive_after_insert" after insert on "credit_notes"
      for each row execute function "credit_notes_queue_archive"();`,
};
