import { Effect } from "effect";
import { noticeDue } from "../jobs/notice-step.ts";
import { invoiceNoticeJob } from "../jobs/queued-job.ts";
import { Clock } from "../ports/clock.ts";
import { InvoiceNoticeRepository } from "../ports/invoice-notice-repository.ts";
import { JobQueue } from "../ports/job-queue.ts";

/**
 * The scheduled notice sweep: for every unpaid invoice of every account, the notice its client
 * should get today (`noticeDue`: in the seller's time zone, per their preferences, never a step
 * already done) is queued as its own `sendInvoiceNotice` job, so each e-mail is retried on its
 * own. Answers how many jobs it queued (a notice already waiting is not queued twice).
 */
export const queueInvoiceNotices = Effect.gen(function* () {
  const now = yield* (yield* Clock).now;
  const candidates = yield* (yield* InvoiceNoticeRepository).candidates(now);
  const queue = yield* JobQueue;
  let queued = 0;
  for (const candidate of candidates) {
    const step = noticeDue(candidate);
    if (step === null) continue;
    const id = yield* queue.enqueue(
      invoiceNoticeJob({ userId: candidate.userId, invoiceId: candidate.invoiceId, step }),
    );
    if (id !== null) queued += 1;
  }
  return queued;
});
