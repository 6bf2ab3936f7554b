import { Migration } from "@mikro-orm/migrations";

/**
 * A submission to an e-invoicing platform (the French platform, SEFAZ) is a line of the invoice's
 * history: which platform, and how it ended.
 */
export class M0016SubmissionHistory extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice_history" drop constraint "invoice_history_event_check";`);
    this.addSql(`alter table "invoice_history" add constraint "invoice_history_event_check"
      check ("event" in ('created', 'edited', 'statusChanged', 'emailed', 'noticeSent',
        'noticeFailed', 'creditNoteIssued', 'submitted'));`);
    this.addSql(`alter table "invoice_history" add "submission_platform" text null,
      add "submission_outcome" text null;`);
    this.addSql(`alter table "invoice_history" add constraint
      "invoice_history_submission_platform_check"
      check ("submission_platform" in ('factur-x', 'nfe'));`);
    this.addSql(`alter table "invoice_history" add constraint
      "invoice_history_submission_outcome_check"
      check ("submission_outcome" in ('accepted', 'rejected', 'failed'));`);
  }
}
