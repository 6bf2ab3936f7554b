import os from "node:os";
import type { JobDelivery } from "@invoicing/adapters";
import {
  AutoSendJob,
  archiveQueuedDocuments,
  autoSendQueuedInvoices,
  expireQuotes,
  housekeeping,
  InvoiceNoticeJob,
  issueRecurringInvoices,
  markOverdueInvoices,
  pollPlatformStatuses,
  queueInvoiceNotices,
  ReportCashedJob,
  reportCashedPayment,
  reportMarkedPaid,
  runRecordedJob,
  sendInvoiceNotice,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import type { ServerMetrics } from "../metrics/server-metrics.ts";
import type { AppRuntime, AppServices } from "../runtime/app-services.ts";
import { autoSendIssuedInvoice } from "./auto-send-issued-invoice.ts";

/** This process, as job runs name it. */
export const WORKER = `${os.hostname()}:${process.pid}`;

/** What a delivery runs, and the account and invoice it is about. */
interface RunnableJob {
  readonly subject: { readonly userId: string; readonly invoiceId: string } | null;
  readonly effect: Effect.Effect<unknown, unknown, AppServices>;
}

// A payload that does not decode is a defect: the attempt fails, and is retried as its kind says.
const payloadOf = <A>(schema: Schema.Decoder<A>, payload: unknown): A =>
  Schema.decodeUnknownSync(schema)(payload);

const jobOf = (delivery: JobDelivery): RunnableJob => {
  switch (delivery.kind) {
    case "markOverdue":
      return { subject: null, effect: markOverdueInvoices };
    case "queueInvoiceNotices":
      return { subject: null, effect: queueInvoiceNotices };
    case "housekeeping":
      return { subject: null, effect: housekeeping };
    case "archiveDocuments":
      return { subject: null, effect: archiveQueuedDocuments };
    case "autoSendQueued":
      return { subject: null, effect: autoSendQueuedInvoices };
    case "pollPaStatuses":
      return { subject: null, effect: pollPlatformStatuses };
    case "issueRecurringInvoices":
      return { subject: null, effect: issueRecurringInvoices };
    case "expireQuotes":
      return { subject: null, effect: expireQuotes };
    case "reportCashed": {
      const job = payloadOf(ReportCashedJob, delivery.payload);
      return {
        subject: job,
        // A payment recorded reports its amount; an invoice marked paid, what was left due.
        effect:
          job.amount === null
            ? reportMarkedPaid({ userId: job.userId, invoiceId: job.invoiceId })
            : reportCashedPayment({
                userId: job.userId,
                invoiceId: job.invoiceId,
                amount: job.amount,
              }),
      };
    }
    case "sendInvoiceNotice": {
      const job = payloadOf(InvoiceNoticeJob, delivery.payload);
      return {
        subject: job,
        effect: sendInvoiceNotice({
          ...job,
          attempt: delivery.attempt,
          lastAttempt: delivery.lastAttempt,
        }),
      };
    }
    case "autoSendEInvoice": {
      const job = payloadOf(AutoSendJob, delivery.payload);
      return { subject: job, effect: autoSendIssuedInvoice(job) };
    }
  }
};

/**
 * Runs one delivered job on the app's runtime, recorded in the job runs and counted in the
 * metrics; a failure rejects, so the queue retries the job as its kind says.
 */
export const runJob =
  (runtime: AppRuntime, metrics: ServerMetrics) =>
  async (delivery: JobDelivery): Promise<void> => {
    const { subject, effect } = jobOf(delivery);
    const run = runtime.runPromise(
      runRecordedJob(
        {
          kind: delivery.kind,
          jobId: delivery.jobId,
          attempt: delivery.attempt,
          lastAttempt: delivery.lastAttempt,
          worker: WORKER,
          userId: subject?.userId ?? null,
          invoiceId: subject?.invoiceId ?? null,
        },
        effect,
      ).pipe(Effect.asVoid, Effect.annotateLogs({ job: delivery.kind, jobId: delivery.jobId })),
    );
    await run.then(
      () => metrics.jobRun(delivery.kind, "succeeded"),
      (error: unknown) => {
        metrics.jobRun(delivery.kind, "failed");
        throw error;
      },
    );
  };
