import { Migration } from "@mikro-orm/migrations";

/**
 * Job runs of the PA status polling and of the 212 reports join the kinds a run may have, beside
 * the auto-send backstop's (0025), which this list must keep since it runs after 0025.
 */
export class M0045LifecycleJobKinds extends Migration {
  override up(): void {
    this.addSql(`alter table "job_runs" drop constraint "job_runs_kind_check";`);
    this.addSql(`alter table "job_runs" add constraint "job_runs_kind_check" check ("kind" in
      ('markOverdue', 'queueInvoiceNotices', 'sendInvoiceNotice', 'autoSendEInvoice',
       'housekeeping', 'archiveDocuments', 'autoSendQueued', 'pollPaStatuses', 'reportCashed'));`);
  }
}
