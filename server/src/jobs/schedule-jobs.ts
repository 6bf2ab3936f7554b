import { markOverdueInvoices, purgeExpiredSessions } from "@invoicing/core";
import { Effect } from "effect";
import type { Logger } from "../logging/logger.ts";
import type { AppRuntime } from "../runtime/app-services.ts";

/** How often the housekeeping jobs run: often enough that "overdue" is never an hour late. */
export const JOB_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Runs the scheduled jobs now and then every `intervalMs`: sent invoices past due become overdue
 * (decisions §3), expired sessions are deleted. Several processes may run them at once: both jobs
 * are single statements that a second run finds done. Answers a function that stops them.
 */
export const scheduleJobs = (
  runtime: AppRuntime,
  logger: Logger,
  intervalMs: number = JOB_INTERVAL_MS,
): (() => void) => {
  const run = () =>
    runtime
      .runPromise(Effect.all({ overdue: markOverdueInvoices, purged: purgeExpiredSessions }))
      .then(
        ({ overdue, purged }) => {
          if (overdue.length > 0 || purged > 0) {
            logger.info("jobs", { overdueInvoices: overdue.length, expiredSessions: purged });
          }
        },
        (error: unknown) => logger.error("jobs failed", { error: String(error) }),
      );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
