import { Schema } from "effect";

/**
 * The jobs that run on their own (issue 9): the overdue move, the sweep that queues payment
 * reminders and overdue notices, the sending of one notice, the e-invoice auto-send of an issued
 * invoice, and the housekeeping (expired sessions, old job runs).
 */
export const JobKind = Schema.Literals([
  "markOverdue",
  "queueInvoiceNotices",
  "sendInvoiceNotice",
  "autoSendEInvoice",
  "housekeeping",
]);
export type JobKind = typeof JobKind.Type;

/** Every job kind, in the order the health report lists them. */
export const JOB_KINDS: ReadonlyArray<JobKind> = JobKind.literals;
