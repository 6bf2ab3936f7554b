import type { JobKindSpec } from "@invoicing/adapters";

/** How the jobs run: how often workers poll, how notices are retried, whether crons run. */
export interface JobsSetup {
  readonly pollingIntervalSeconds: number;
  /** Retries of a refused notice e-mail, and the wait before the first (then doubling). */
  readonly noticeRetry: { readonly limit: number; readonly delaySeconds: number };
  /** Run the periodic jobs on their crons, and once at start; off in tests that queue by hand. */
  readonly schedules: boolean;
}

/** The production setup: a refused notice is retried 5 times, from 1 minute on, doubling. */
export const defaultJobsSetup = (pollingIntervalSeconds: number): JobsSetup => ({
  pollingIntervalSeconds,
  noticeRetry: { limit: 5, delaySeconds: 60 },
  schedules: true,
});

/**
 * Every job kind: the overdue move and the notice sweep every 15 minutes (so "overdue" and a
 * notice are at most a quarter of an hour late in any time zone), the housekeeping hourly, the
 * archive of invoices and credit notes numbered but not archived (after a crash, or migrations
 * 0019 and 0021), the queueing of the auto-sends a stopped process left and the polling of the
 * users' PAs every 5 minutes, the recurring invoices' due occurrences and the expiry of quotes past
 * their validity date every 15 minutes; one
 * notice e-mail retried with backoff; the auto-send retried twice (its use cases keep their own
 * failures on the invoice, so only an unexpected defect is retried).
 */
export const jobKindSpecs = (setup: JobsSetup): ReadonlyArray<JobKindSpec> => {
  const cron = (expression: string) => (setup.schedules ? expression : null);
  const periodic = { retryLimit: 2, retryDelaySeconds: 60, concurrency: 1 };
  return [
    { kind: "markOverdue", cron: cron("*/15 * * * *"), ...periodic },
    { kind: "queueInvoiceNotices", cron: cron("*/15 * * * *"), ...periodic },
    { kind: "housekeeping", cron: cron("7 * * * *"), ...periodic },
    { kind: "archiveDocuments", cron: cron("*/5 * * * *"), ...periodic },
    { kind: "autoSendQueued", cron: cron("*/5 * * * *"), ...periodic },
    { kind: "pollPaStatuses", cron: cron("*/5 * * * *"), ...periodic },
    // Each recurring invoice keeps and retries its own failures; the run itself retries defects.
    { kind: "issueRecurringInvoices", cron: cron("*/15 * * * *"), ...periodic },
    { kind: "expireQuotes", cron: cron("*/15 * * * *"), ...periodic },
    {
      kind: "sendInvoiceNotice",
      cron: null,
      retryLimit: setup.noticeRetry.limit,
      retryDelaySeconds: setup.noticeRetry.delaySeconds,
      concurrency: 2,
    },
    { kind: "autoSendEInvoice", cron: null, retryLimit: 2, retryDelaySeconds: 60, concurrency: 2 },
    // A PA that cannot be reached fails the report, which is retried: nothing was kept.
    { kind: "reportCashed", cron: null, retryLimit: 5, retryDelaySeconds: 60, concurrency: 2 },
  ];
};
