import { Effect } from "effect";
import { autoSendJob } from "../jobs/queued-job.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { JobQueue } from "../ports/job-queue.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedInvoice, leftToTheArchiveJob } from "./archive-invoice.ts";

/**
 * Runs `change` on one of the user's invoices (a creation, an edit, a status change, an e-mail)
 * and, once it succeeded, when it issued the invoice (it had no number before and has one now):
 * archives the invoice's PDF and e-invoice XML at once (decisions §9; the database queued it in
 * the numbering transaction, so the archive job completes this step if the process dies first,
 * and a failure here is logged and left to that job), then queues its e-invoice auto-send
 * (`autoSendIssuedInvoice`, which sends it to the French platform or SEFAZ when the seller turned
 * auto-send on). Both run after the change's commit and never undo it. `invoice` is the invoice's
 * id, or for a creation how to read the new id from the result; `sandboxHeader` is the request's
 * `x-sandbox-mode`, which the auto-send job still heeds.
 */
export const whenIssued = <A, E, R>(
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
    const find = (id: string) =>
      invoices.get(userId, id).pipe(
        Effect.map((found) => found.invoice),
        Effect.orElseSucceed(() => null),
      );
    // An unknown id lets `change` answer not found itself.
    const hadNumber = typeof invoice === "string" && (yield* find(invoice))?.invoiceNumber != null;
    const result = yield* change;
    const after = yield* find(typeof invoice === "string" ? invoice : invoice(result));
    if (!hadNumber && after !== null && after.invoiceNumber !== null) {
      yield* leftToTheArchiveJob(archivedInvoice(userId, after));
      yield* (yield* JobQueue).enqueue(
        autoSendJob({ userId, invoiceId: after.id, sandboxHeader: input.sandboxHeader ?? null }),
      );
    }
    return result;
  });
