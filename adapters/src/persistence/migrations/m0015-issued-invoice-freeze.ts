import { Migration } from "@mikro-orm/migrations";

/**
 * The freeze of issued invoices (docs/PRODUCT-RULES.md#lifecycle): a draft cancelled before it was
 * issued keeps no number; history lines name what an edit changed and may record a credit note;
 * each owner's counter keeps the issue date of the last numbered invoice, read under the counter's
 * lock to keep dates in the order of numbers, and starts from the invoice that holds the last
 * number.
 */
export class M0015IssuedInvoiceFreeze extends Migration {
  override up(): void {
    this.addSql(`alter table "invoices" drop constraint "invoices_issued_number_check";`);
    this.addSql(`alter table "invoices" add constraint "invoices_issued_number_check"
      check (status in ('draft', 'cancelled') or number is not null);`);
    this.addSql(`alter table "invoice_history" drop constraint "invoice_history_event_check";`);
    this.addSql(`alter table "invoice_history" add constraint "invoice_history_event_check"
      check ("event" in ('created', 'edited', 'statusChanged', 'emailed', 'noticeSent',
        'noticeFailed', 'creditNoteIssued'));`);
    this.addSql(`alter table "invoice_history" add "changes" jsonb null;`);
    this.addSql(`alter table "invoice_number_counters" add "last_issue_date" date null;`);
    this.addSql(`update "invoice_number_counters" c set "last_issue_date" = (
      select i.issue_date from invoices i where i.user_id = c.user_id and i.number = c.last_number);`);
  }
}
