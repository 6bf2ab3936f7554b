import { Migration } from "@mikro-orm/migrations";
import { einvoiceQueueTriggers, queueEInvoiceFunction } from "../entities/einvoice-queue-sql.ts";

/**
 * The crash backstop of the e-invoice auto-send (docs/PRODUCT-RULES.md#auto-send):
 * `einvoice_queue` holds the invoices numbered whose auto-send job is not queued yet, filled by
 * triggers on `invoices` as an invoice takes its number, emptied as its auto-send is queued; the
 * `autoSendQueued` job queues the ones a stopped process left. Invoices numbered before this
 * migration are not queued: their auto-send went through the job queue already. The job kinds
 * include 0045's, so a database that ran 0045 before this one keeps them.
 */
export class M0025EInvoiceQueue extends Migration {
  override up(): void {
    this.addSql(`create table "einvoice_queue" (
      "invoice_id" uuid not null,
      "user_id" uuid not null,
      "queued_at" timestamptz not null,
      primary key ("invoice_id"),
      constraint "einvoice_queue_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on update cascade on delete cascade,
      constraint "einvoice_queue_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "einvoice_queue_user_id_index" on "einvoice_queue" ("user_id");`);
    this.addSql(`create index "einvoice_queue_queued_at_index" on "einvoice_queue" ("queued_at");`);
    this.addSql(queueEInvoiceFunction);
    for (const trigger of einvoiceQueueTriggers) this.addSql(trigger.createTrigger);
    this.addSql(`alter table "job_runs" drop constraint "job_runs_kind_check";`);
    this.addSql(`alter table "job_runs" add constraint "job_runs_kind_check" check ("kind" in
      ('markOverdue', 'queueInvoiceNotices', 'sendInvoiceNotice', 'autoSendEInvoice',
       'housekeeping', 'archiveDocuments', 'autoSendQueued', 'pollPaStatuses', 'reportCashed'));`);
  }
}
