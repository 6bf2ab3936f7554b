import { Migration } from "@mikro-orm/migrations";

/**
 * The jobs that run on their own: notices sent once per invoice and step, the runs of jobs for
 * the health report, and notice lines in invoice history. pg-boss keeps its queue in its own
 * `pgboss` schema, which it creates and migrates itself when the server starts.
 */
export class M0008Jobs extends Migration {
  override up(): void {
    this.addSql(`create table "invoice_notices" (
      "invoice_id" uuid not null,
      "step" text not null,
      "outcome" text not null,
      "at" timestamptz not null,
      primary key ("invoice_id", "step"),
      constraint "invoice_notices_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "invoice_notices_step_check" check ("step" in ('reminder', 'overdue1', 'overdue7')),
      constraint "invoice_notices_outcome_check" check ("outcome" in ('sent', 'failed'))
    );`);
    this.addSql(`create table "job_runs" (
      "id" uuid not null,
      "kind" text not null,
      "job_id" text not null,
      "user_id" uuid null,
      "invoice_id" uuid null,
      "attempt" int not null,
      "outcome" text not null,
      "error" text null,
      "worker" text not null,
      "started_at" timestamptz not null,
      "finished_at" timestamptz not null,
      primary key ("id"),
      constraint "job_runs_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "job_runs_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "job_runs_kind_check" check ("kind" in ('markOverdue', 'queueInvoiceNotices',
        'sendInvoiceNotice', 'autoSendEInvoice', 'housekeeping')),
      constraint "job_runs_outcome_check" check ("outcome" in ('succeeded', 'retrying', 'failed'))
    );`);
    this.addSql(
      `create index "job_runs_kind_finished_at_index" on "job_runs" ("kind", "finished_at");`,
    );
    this.addSql(
      `create index "job_runs_user_id_finished_at_index" on "job_runs" ("user_id", "finished_at");`,
    );
    this.addSql(`alter table "invoice_history" drop constraint "invoice_history_event_check";`);
    this.addSql(`alter table "invoice_history" add constraint "invoice_history_event_check"
      check ("event" in ('created', 'edited', 'statusChanged', 'emailed', 'noticeSent', 'noticeFailed'));`);
    this.addSql(`alter table "invoice_history" add "notice_step" text null,
      add "notice_attempts" int null, add "notice_failure" text null;`);
    this.addSql(`alter table "invoice_history" add constraint "invoice_history_notice_step_check"
      check ("notice_step" in ('reminder', 'overdue1', 'overdue7'));`);
  }
}
