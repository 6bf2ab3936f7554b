/**
 * The SQL that queues a numbered invoice for the archive (decisions §9), shared by the entity (so
 * the schema check knows it) and by migration 0019 that creates it. A row trigger, so that every
 * path giving an invoice its number (the API, a job, a restore) queues it in the same transaction.
 * Migrations that shipped run this text: change it only together with a new migration.
 */

/** The function both triggers run: queue the invoice unless it is queued already. */
export const queueInvoiceArchiveFunction = `create function "invoices_queue_archive"() returns trigger
  language plpgsql as $$ begin
    insert into archive_queue (document_kind, document_id, user_id, queued_at)
    values ('invoice', new.id, new.user_id, now())
    on conflict do nothing;
    return null;
  end $$;`;

/** One trigger of `invoices` that queues an invoice as it takes its number. */
export interface ArchiveQueueTrigger {
  readonly name: string;
  readonly event: "insert" | "update";
  readonly createTrigger: string;
}

/** Created numbered, or numbered by an update: the two moments an invoice takes its number. */
export const archiveQueueTriggers: ReadonlyArray<ArchiveQueueTrigger> = [
  {
    name: "invoices_queue_archive_after_insert",
    event: "insert",
    createTrigger: `create trigger "invoices_queue_archive_after_insert" after insert on "invoices"
      for each row when (new.number is not null)
      execute function "invoices_queue_archive"();`,
  },
  {
    name: "invoices_queue_archive_after_update",
    event: "update",
    createTrigger: `create trigger "invoices_queue_archive_after_update" after update of number on "invoices"
      for each row when (old.number is null and new.number is not null)
      execute function "invoices_queue_archive"();`,
  },
];
