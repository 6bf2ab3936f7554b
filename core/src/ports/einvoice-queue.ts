import { Context, type Duration, type Effect } from "effect";
import type { UserId } from "../users/user-id.ts";

/** An issued invoice whose e-invoice auto-send has not reached the job queue yet. */
export interface QueuedEInvoice {
  readonly userId: UserId;
  readonly invoiceId: string;
}

/**
 * The invoices numbered whose auto-send job is not queued yet (docs/PRODUCT-RULES.md#auto-send):
 * the storage puts an invoice here in the very transaction that gives it its number, so a process
 * that stops between that commit and queueing the auto-send leaves it here for the next drain.
 */
export class EInvoiceQueue extends Context.Service<
  EInvoiceQueue,
  {
    /** Takes the invoice off the queue: its auto-send job is queued now. */
    readonly handedOver: (invoiceId: string) => Effect.Effect<void>;
    /**
     * Up to `limit` invoices queued for longer than `olderThan` (measured by the clock that
     * queued them), oldest first.
     */
    readonly queued: (
      olderThan: Duration.Duration,
      limit: number,
    ) => Effect.Effect<ReadonlyArray<QueuedEInvoice>>;
  }
>()("@invoicing/core/EInvoiceQueue") {}
