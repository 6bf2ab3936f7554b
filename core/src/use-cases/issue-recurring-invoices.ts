import { Effect, Exit } from "effect";
import { Clock } from "../ports/clock.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import {
  type DueRecurringInvoice,
  RecurringInvoiceRepository,
} from "../ports/recurring-invoice-repository.ts";
import { occurrencesToIssue, retryDelayMinutes } from "../recurring/catch-up.ts";
import { occurrenceInvoiceRequest } from "../recurring/occurrence-invoice.ts";
import { dueOccurrences } from "../recurring/recurrence.ts";
import type { RecurringInvoice, RecurringProgress } from "../recurring/recurring-invoice.ts";
import { nextDateAt, occurrencePeriod, ruleOf } from "../recurring/recurring-schedule.ts";
import { createInvoiceOf } from "./create-invoice.ts";
import { failureKey } from "./run-recorded-job.ts";
import { sendInvoiceEmail } from "./send-invoice-email.ts";

const BATCH = 100;
const LEASE_MINUTES = 10;

const minutesAfter = (instant: string, minutes: number): string =>
  new Date(Date.parse(instant) + minutes * 60_000).toISOString();

type Progress = Omit<RecurringProgress, "status">;

const progressOf = (schedule: RecurringInvoice): Progress => ({
  nextIndex: schedule.nextIndex,
  nextDate: schedule.nextDate,
  lastOccurrenceDate: schedule.lastOccurrenceDate,
  issuedCount: schedule.issuedCount,
  pendingInvoiceId: schedule.pendingInvoiceId,
  lastRunAt: schedule.lastRunAt,
  lastResult: schedule.lastResult,
  lastError: schedule.lastError,
  lastInvoiceId: schedule.lastInvoiceId,
  failedAttempts: schedule.failedAttempts,
  retryAt: schedule.retryAt,
});

// E-mails a draft of the schedule; the send numbers it (`sendInvoiceEmail`), once the transport
// took the message. A draft already sent (a run that stopped before it saved) is left as it is.
const emailDraft = (schedule: RecurringInvoice, invoiceId: string) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(schedule.userId, invoiceId);
    if (invoice.status !== "draft" || schedule.emailMethod === null) return;
    yield* sendInvoiceEmail({
      userId: schedule.userId,
      id: invoiceId,
      method: schedule.emailMethod,
      eInvoice: schedule.sendEInvoice,
    });
  });

/**
 * Works through one claimed recurring invoice: e-mails the draft a refused e-mail left, then
 * issues its due occurrences as the catch-up mode says, each through `createInvoice` (numbered,
 * archived and auto-sent as every issued invoice) and, with an e-mail method, `sendInvoiceEmail`;
 * the progress is saved after each. The first failure stops it: kept with its i18n key, retried
 * after a wait that doubles. An occurrence another run already issued is taken as done.
 */
const workThrough = (due: DueRecurringInvoice, now: string) =>
  Effect.gen(function* () {
    const repository = yield* RecurringInvoiceRepository;
    const { schedule, today } = due;
    const rule = ruleOf(schedule);
    let progress = progressOf(schedule);
    let issued = 0;
    const save = (release: boolean) =>
      repository.saveProgress(
        schedule.id,
        { ...progress, nextDate: nextDateAt(rule, progress.nextIndex), lastRunAt: now },
        release,
      );
    const work = Effect.gen(function* () {
      if (progress.pendingInvoiceId !== null) {
        yield* emailDraft(schedule, progress.pendingInvoiceId);
        progress = { ...progress, pendingInvoiceId: null };
      }
      const plan = occurrencesToIssue(dueOccurrences(rule, progress.nextIndex, today), due.catchUp);
      const lastSkipped = plan.skip.at(-1);
      if (lastSkipped !== undefined) {
        progress = {
          ...progress,
          nextIndex: lastSkipped.index + 1,
          lastOccurrenceDate: lastSkipped.date,
        };
      }
      for (const occurrence of plan.issue) {
        const invoiceId = yield* createInvoiceOf({
          userId: schedule.userId,
          request: occurrenceInvoiceRequest(
            schedule,
            today,
            occurrencePeriod(rule, occurrence.index),
          ),
          occurrence: { scheduleId: schedule.id, ...occurrence },
          eInvoice: schedule.sendEInvoice,
        }).pipe(
          Effect.map(({ invoice }) => invoice.id),
          Effect.catchTag("OccurrenceAlreadyIssued", (already) =>
            Effect.succeed(already.invoiceId),
          ),
        );
        issued += 1;
        progress = {
          ...progress,
          nextIndex: occurrence.index + 1,
          lastOccurrenceDate: occurrence.date,
          issuedCount: progress.issuedCount + 1,
          lastInvoiceId: invoiceId,
          pendingInvoiceId: schedule.emailMethod === null ? null : invoiceId,
        };
        yield* save(false);
        if (schedule.emailMethod !== null) {
          yield* emailDraft(schedule, invoiceId);
          progress = { ...progress, pendingInvoiceId: null };
        }
      }
    });
    const exit = yield* Effect.exit(work);
    const failed = Exit.isFailure(exit);
    if (failed) {
      const failedAttempts = progress.failedAttempts + 1;
      progress = {
        ...progress,
        lastResult: "failed",
        lastError: failureKey(exit.cause),
        failedAttempts,
        retryAt: minutesAfter(now, retryDelayMinutes(failedAttempts)),
      };
    } else if (issued > 0 || schedule.lastResult === "failed") {
      progress = {
        ...progress,
        lastResult: "issued",
        lastError: null,
        failedAttempts: 0,
        retryAt: null,
      };
    }
    yield* save(true);
    if (failed) {
      yield* Effect.logWarning("recurring invoice failed").pipe(
        Effect.annotateLogs({ recurringInvoiceId: schedule.id, error: progress.lastError }),
      );
    }
    return { issued, failed };
  });

/**
 * The recurring-invoice job (docs/PRODUCT-RULES.md#recurring-invoices): claims the active
 * recurring invoices due in their owners' today, a batch at a time, and issues each due
 * occurrence exactly once: the occurrence is recorded in the transaction that numbers its
 * invoice, and a claim keeps two processes off one recurring invoice. A server that was down
 * catches up, one invoice per missed period or only the latest, as each owner chose. Answers
 * how many invoices it issued and how many recurring invoices failed.
 */
export const issueRecurringInvoices = Effect.gen(function* () {
  const repository = yield* RecurringInvoiceRepository;
  const clock = yield* Clock;
  let issued = 0;
  let failed = 0;
  for (;;) {
    const now = yield* clock.now;
    const batch = yield* repository.claimDue(now, minutesAfter(now, LEASE_MINUTES), BATCH);
    for (const due of batch) {
      const outcome = yield* workThrough(due, now);
      issued += outcome.issued;
      if (outcome.failed) failed += 1;
    }
    if (batch.length < BATCH) break;
  }
  return { issued, failed };
});
