import { Effect } from "effect";
import { autoSendJob } from "../jobs/queued-job.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { JobQueue } from "../ports/job-queue.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Runs `change` on one of the user's invoices (a creation, an edit, a status change, an e-mail)
 * and, once it succeeded, when it issued the invoice (it had no number before and has one now),
 * queues the invoice's e-invoice auto-send (`autoSendIssuedInvoice`, which sends it to the French
 * platform or SEFAZ when the seller turned auto-send on). The send runs after the change's commit,
 * on the job queue, and never undoes it. `invoice` is the invoice's id, or for a creation how to
 * read the new id from the result; `sandboxHeader` is the request's `x-sandbox-mode`, which the
 * job still heeds.
 */
export const autoSendWhenIssued = <A, E, R>(
  input: {
    readonly userId: UserId;
    readonly invoice: string | ((created: A) => string);
    readonly sandboxHeader: boolean | undefined;
  },
  change: Effect.Effect<A, E, R>,
) =>
  Effect.gen(function* () {
    const { userId, invoice } = input;
    const invoices = yield* InvoiceRepository;
    const numbered = (id: string) =>
      invoices.get(userId, id).pipe(
        Effect.map((found) => found.invoice.invoiceNumber !== null),
        Effect.orElseSucceed(() => false),
      );
    // An unknown id lets `change` answer not found itself.
    const hadNumber = typeof invoice === "string" ? yield* numbered(invoice) : false;
    const result = yield* change;
    const invoiceId = typeof invoice === "string" ? invoice : invoice(result);
    if (!hadNumber && (yield* numbered(invoiceId))) {
      yield* (yield* JobQueue).enqueue(
        autoSendJob({ userId, invoiceId, sandboxHeader: input.sandboxHeader ?? null }),
      );
    }
    return result;
  });
