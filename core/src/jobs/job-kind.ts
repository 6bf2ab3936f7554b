import { Schema } from "effect";

/**
 * The jobs that run on their own (issue 9): the overdue move, the sweep that queues payment
 * reminders and overdue notices, the sending of one notice, the e-invoice auto-send of an issued
 * invoice, the housekeeping (expired sessions, old job runs), the archiving of numbered
 * invoices and credit notes the requests that numbered them could not archive, the queueing
 * of the auto-sends the requests that numbered invoices could not queue, the polling of the
 * users' Plateformes Agréées for lifecycle statuses, the report of a payment cashed (212), and
 * the issue of recurring invoices' due occurrences.
 */
export const JobKind = Schema.Literals([
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
]);
export type JobKind = typeof JobKind.Type;

/** Every job kind, in the order the health report lists them. */
export const JOB_KINDS: ReadonlyArray<JobKind> = JobKind.literals;
