import { Schema } from "effect";
import { UserId } from "../users/user-id.ts";
import { NoticeStep } from "./notice-step.ts";

/** The payload of a `sendInvoiceNotice` job: one notice of one invoice. */
export const InvoiceNoticeJob = Schema.Struct({
  userId: UserId,
  invoiceId: Schema.String,
  step: NoticeStep,
});
export type InvoiceNoticeJob = typeof InvoiceNoticeJob.Type;

/**
 * The payload of an `autoSendEInvoice` job: an invoice a request just issued, and the request's
 * `x-sandbox-mode` header (null when absent), which still decides the platform when the job runs.
 */
export const AutoSendJob = Schema.Struct({
  userId: UserId,
  invoiceId: Schema.String,
  sandboxHeader: Schema.NullOr(Schema.Boolean),
});
export type AutoSendJob = typeof AutoSendJob.Type;

/**
 * The payload of a `reportCashed` job: a payment recorded on an invoice (its amount in minor
 * units and its id), or the invoice marked paid (both null: what was left due), to report to the PA.
 */
export const ReportCashedJob = Schema.Struct({
  userId: UserId,
  invoiceId: Schema.String,
  amount: Schema.NullOr(Schema.Finite),
  paymentId: Schema.NullOr(Schema.String),
});
export type ReportCashedJob = typeof ReportCashedJob.Type;

/** The jobs that run on a schedule, without a payload. */
export const PERIODIC_JOB_KINDS = [
  "markOverdue",
  "queueInvoiceNotices",
  "housekeeping",
  "archiveDocuments",
  "autoSendQueued",
  "pollPaStatuses",
  "issueRecurringInvoices",
  "expireQuotes",
] as const;
export type PeriodicJobKind = (typeof PERIODIC_JOB_KINDS)[number];

/**
 * A job a use case puts on the queue. `key` names what it is about: while a job of the same kind
 * and key waits or runs, the queue takes no second one.
 */
export type QueuedJob =
  | {
      readonly kind: "sendInvoiceNotice";
      readonly key: string;
      readonly payload: InvoiceNoticeJob;
    }
  | { readonly kind: "autoSendEInvoice"; readonly key: string; readonly payload: AutoSendJob }
  | { readonly kind: "reportCashed"; readonly key: string; readonly payload: ReportCashedJob }
  | {
      readonly kind: PeriodicJobKind;
      readonly key: string;
      readonly payload: Readonly<Record<string, never>>;
    };

/** The job that sends one notice; one per invoice and step can wait or run at a time. */
export const invoiceNoticeJob = (payload: InvoiceNoticeJob): QueuedJob => ({
  kind: "sendInvoiceNotice",
  key: `${payload.invoiceId}:${payload.step}`,
  payload,
});

/** The job that auto-sends an issued invoice to its e-invoicing platform. */
export const autoSendJob = (payload: AutoSendJob): QueuedJob => ({
  kind: "autoSendEInvoice",
  key: payload.invoiceId,
  payload,
});

/** The job that reports an invoice's payment to its PA as 212 Encaissée. */
export const reportCashedJob = (payload: ReportCashedJob): QueuedJob => ({
  kind: "reportCashed",
  key: payload.paymentId ?? payload.invoiceId,
  payload,
});

/** A run of a periodic job, such as the one each server queues when it starts. */
export const periodicJob = (kind: PeriodicJobKind): QueuedJob => ({ kind, key: kind, payload: {} });
