import { Migration } from "@mikro-orm/migrations";
import {
  archiveQueueTriggers,
  queueInvoiceArchiveFunction,
} from "../entities/archive-queue-sql.ts";

/**
 * The archive of numbered documents (docs/PRODUCT-RULES.md#archive): `archived_documents` records
 * each archived file (PDF, e-invoice XML) with its storage key and SHA-256; `archive_queue` holds
 * the documents numbered and not archived yet, filled by triggers on `invoices` as an invoice takes
 * its number. Every invoice numbered before this migration is queued, so the archive job archives
 * it; job runs may now be of that job.
 */
export class M0019DocumentArchive extends Migration {
  override up(): void {
    this.addSql(`create table "archived_documents" (
      "document_kind" text check ("document_kind" in ('invoice', 'credit_note')) not null,
      "document_id" uuid not null,
      "format" text check ("format" in ('pdf', 'xml')) not null,
      "user_id" uuid not null,
      "content_type" text not null,
      "storage_key" text not null,
      "sha256" text not null,
      "size" int not null,
      "created_at" timestamptz not null,
      primary key ("document_kind", "document_id", "format"),
      constraint "archived_documents_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(
      `create index "archived_documents_user_id_index" on "archived_documents" ("user_id");`,
    );
    this.addSql(`create table "archive_queue" (
      "document_kind" text check ("document_kind" in ('invoice', 'credit_note')) not null,
      "document_id" uuid not null,
      "user_id" uuid not null,
      "queued_at" timestamptz not null,
      primary key ("document_kind", "document_id"),
      constraint "archive_queue_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "archive_queue_user_id_index" on "archive_queue" ("user_id");`);
    this.addSql(
      `create index "archive_queue_queued_at_index" on "archive_queue" ("document_kind", "queued_at");`,
    );
    this.addSql(queueInvoiceArchiveFunction);
    for (const trigger of archiveQueueTriggers) this.addSql(trigger.createTrigger);
    this.addSql(`alter table "job_runs" drop constraint "job_runs_kind_check";`);
    this.addSql(`alter table "job_runs" add constraint "job_runs_kind_check" check ("kind" in
      ('markOverdue', 'queueInvoiceNotices', 'sendInvoiceNotice', 'autoSendEInvoice',
       'housekeeping', 'archiveDocuments'));`);
    this.addSql(`insert into "archive_queue" (document_kind, document_id, user_id, queued_at)
      select 'invoice', id, user_id, now() from invoices where number is not null;`);
  }
}
