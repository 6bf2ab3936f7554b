import { Duration, Effect } from "effect";
import { autoSendJob } from "../jobs/queued-job.ts";
import { EInvoiceQueue } from "../ports/einvoice-queue.ts";
import { JobQueue } from "../ports/job-queue.ts";

const BATCH = 50;

/**
 * How long an invoice stays on the e-invoice queue before the drain takes it: the request that
 * numbered it queues its auto-send (with its sandbox choice) within milliseconds, so only an
 * invoice left there by a stopped process is that old.
 */
export const EINVOICE_HANDOVER_GRACE = Duration.minutes(1);

/**
 * The crash backstop of the auto-send (docs/PRODUCT-RULES.md#auto-send): queues the auto-send
 * job of every invoice numbered whose job never reached the job queue (its process stopped right
 * after the numbering committed), then takes it off the e-invoice queue. The job queue holds one
 * auto-send per invoice at a time and an auto-send submits an invoice without a submission only,
 * so the invoice is still submitted once. Without the request, the account's sandbox mode decides
 * the platform. Answers how many it queued.
 */
export const autoSendQueuedInvoices = Effect.gen(function* () {
  const queue = yield* EInvoiceQueue;
  const jobs = yield* JobQueue;
  let handedOver = 0;
  for (;;) {
    const queued = yield* queue.queued(EINVOICE_HANDOVER_GRACE, BATCH);
    yield* Effect.forEach(
      queued,
      ({ userId, invoiceId }) =>
        jobs
          .enqueue(autoSendJob({ userId, invoiceId, sandboxHeader: null }))
          .pipe(Effect.andThen(queue.handedOver(invoiceId))),
      { discard: true },
    );
    handedOver += queued.length;
    if (queued.length < BATCH) break;
  }
  return { handedOver };
});
