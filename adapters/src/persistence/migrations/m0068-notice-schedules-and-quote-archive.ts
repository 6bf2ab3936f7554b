import { Migration } from "@mikro-orm/migrations";

// The steps of the fixed schedule, as the offsets in days from the due date they stood for.
const offsetOf = (column: string) =>
  `(case ${column} when 'reminder' then -3 when 'overdue1' then 1 when 'overdue7' then 7 end)`;

/**
 * Per-user notice schedules (docs/PRODUCT-RULES.md#lifecycle): each user's offsets in days from
 * the due date and late-fee line, beside their notification preferences (an existing row takes
 * the schedule that was fixed until now, and no line); a notice step, recorded per invoice and in
 * its history, is now its offset, and the steps already recorded become the offsets they were.
 * Also, the archive keeps sent quotes' PDFs (docs/QUOTES.md#documents) beside invoices' and
 * credit notes' files.
 */
export class M0068NoticeSchedulesAndQuoteArchive extends Migration {
  override up(): void {
    this.addSql(`alter table "notification_preferences"
      add "notice_offsets" jsonb not null default '[-3, 1, 7]',
      add "late_fee_text" text not null default '';`);
    this.addSql(`alter table "notification_preferences"
      alter column "notice_offsets" drop default, alter column "late_fee_text" drop default;`);
    this.addSql(`alter table "invoice_notices" drop constraint "invoice_notices_step_check";`);
    this.addSql(`alter table "invoice_notices"
      alter column "step" type int using ${offsetOf('"step"')};`);
    this.addSql(`alter table "invoice_notices" add constraint "invoice_notices_step_check"
      check (step >= -30 and step <= 60);`);
    this.addSql(
      `alter table "invoice_history" drop constraint "invoice_history_notice_step_check";`,
    );
    this.addSql(`alter table "invoice_history"
      alter column "notice_step" type int using ${offsetOf('"notice_step"')};`);
    this.addSql(`alter table "invoice_history" add constraint "invoice_history_notice_step_check"
      check (notice_step >= -30 and notice_step <= 60);`);
    this.addSql(`alter table "archived_documents"
      drop constraint "archived_documents_document_kind_check";`);
    this.addSql(`alter table "archived_documents" add constraint
      "archived_documents_document_kind_check"
      check ("document_kind" in ('invoice', 'credit_note', 'quote'));`);
  }
}
