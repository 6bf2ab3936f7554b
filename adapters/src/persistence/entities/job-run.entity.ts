import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * One attempt of one queued job (the queue itself lives in pg-boss's own `pgboss` schema): what
 * the job health report reads, kept thirty days.
 */
export const JobRunSchema = defineEntity({
  name: "JobRun",
  tableName: "job_runs",
  properties: {
    id: p.uuid().primary(),
    kind: p.enum([
      "markOverdue",
      "queueInvoiceNotices",
      "sendInvoiceNotice",
      "autoSendEInvoice",
      "housekeeping",
      "archiveDocuments",
      "autoSendQueued",
      "pollPaStatuses",
      "reportCashed",
      "issueRecurringInvoices",
      "expireQuotes",
    ]),
    // Not unique: a retry is another run of the same job.
    jobId: p.text(),
    user: () => p.manyToOne(User).ref().nullable().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().nullable().deleteRule("cascade"),
    attempt: p.integer(),
    outcome: p.enum(["succeeded", "retrying", "failed"]),
    error: p.text().nullable(),
    worker: p.text(),
    startedAt: p.datetime(),
    finishedAt: p.datetime(),
  },
  indexes: [
    { name: "job_runs_kind_finished_at_index", properties: ["kind", "finishedAt"] },
    { name: "job_runs_user_id_finished_at_index", properties: ["user", "finishedAt"] },
  ],
});

export class JobRun extends JobRunSchema.class {}
JobRunSchema.setClass(JobRun);
