import { Migration } from "@mikro-orm/migrations";

/**
 * Recurring invoices (docs/PRODUCT-RULES.md#recurring-invoices): the template each invoice
 * repeats (JSON, amounts in major units as an invoice body carries them), the rule, the delivery,
 * and where the job stands (next occurrence, last result, retry time, the claim that keeps two
 * processes off one row). Each issued occurrence is a row of `recurring_occurrences`, written in
 * the transaction that numbers its invoice: its key lets an occurrence have one invoice only.
 * Each user's catch-up mode lives in `recurring_settings`. The job joins the kinds a run may have:
 * the list is the full set, as every rewrite of this constraint must be.
 */
export class M0055RecurringInvoices extends Migration {
  override up(): void {
    this.addSql(`create table "recurring_invoices" (
      "id" uuid not null,
      "user_id" uuid not null,
      "client_id" uuid not null,
      "template" jsonb not null,
      "frequency" text not null,
      "day" int not null,
      "start_date" date not null,
      "end_date" date null,
      "count" int null,
      "payment_terms_days" int not null,
      "email_method" text null,
      "send_einvoice" boolean not null,
      "status" text not null,
      "next_index" int not null,
      "next_date" date null,
      "last_occurrence_date" date null,
      "issued_count" int not null,
      "pending_invoice_id" uuid null,
      "last_run_at" timestamptz null,
      "last_result" text null,
      "last_error" text null,
      "last_invoice_id" uuid null,
      "failed_attempts" int not null,
      "retry_at" timestamptz null,
      "claimed_until" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "recurring_invoices_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on delete cascade,
      constraint "recurring_invoices_client_id_foreign" foreign key ("client_id")
        references "clients" ("id") on delete cascade,
      constraint "recurring_invoices_pending_invoice_id_foreign" foreign key ("pending_invoice_id")
        references "invoices" ("id") on delete set null,
      constraint "recurring_invoices_last_invoice_id_foreign" foreign key ("last_invoice_id")
        references "invoices" ("id") on delete set null,
      constraint "recurring_invoices_frequency_check"
        check ("frequency" in ('weekly', 'monthly', 'quarterly', 'yearly')),
      constraint "recurring_invoices_email_method_check" check ("email_method" in ('smtp', 'resend')),
      constraint "recurring_invoices_status_check" check ("status" in ('active', 'paused')),
      constraint "recurring_invoices_last_result_check" check ("last_result" in ('issued', 'failed'))
    );`);
    this.addSql(`create index "recurring_invoices_user_id_next_date_index"
      on "recurring_invoices" ("user_id", "next_date");`);
    this.addSql(`create index "recurring_invoices_status_next_date_index"
      on "recurring_invoices" ("status", "next_date");`);
    this.addSql(`create table "recurring_occurrences" (
      "recurring_invoice_id" uuid not null,
      "occurrence_index" int not null,
      "occurrence_date" date not null,
      "invoice_id" uuid not null,
      "created_at" timestamptz not null,
      primary key ("recurring_invoice_id", "occurrence_index"),
      constraint "recurring_occurrences_recurring_invoice_id_foreign"
        foreign key ("recurring_invoice_id") references "recurring_invoices" ("id") on delete cascade,
      constraint "recurring_occurrences_invoice_id_foreign" foreign key ("invoice_id")
        references "invoices" ("id") on delete cascade,
      constraint "recurring_occurrences_invoice_id_unique" unique ("invoice_id")
    );`);
    this.addSql(`create table "recurring_settings" (
      "user_id" uuid not null,
      "catch_up" text not null,
      primary key ("user_id"),
      constraint "recurring_settings_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade,
      constraint "recurring_settings_catch_up_check"
        check ("catch_up" in ('everyPeriod', 'latestOnly'))
    );`);
    this.addSql(`alter table "job_runs" drop constraint "job_runs_kind_check";`);
    this.addSql(`alter table "job_runs" add constraint "job_runs_kind_check" check ("kind" in
      ('markOverdue', 'queueInvoiceNotices', 'sendInvoiceNotice', 'autoSendEInvoice',
       'housekeeping', 'archiveDocuments', 'autoSendQueued', 'pollPaStatuses', 'reportCashed',
       'issueRecurringInvoices'));`);
  }
}
