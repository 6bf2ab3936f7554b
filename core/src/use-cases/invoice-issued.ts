import { Effect, Result } from "effect";
import type { Invoice } from "../invoices/invoice.ts";
import { autoSendJob } from "../jobs/queued-job.ts";
import { EInvoiceQueue } from "../ports/einvoice-queue.ts";
import { type InvoiceChange, InvoiceRepository } from "../ports/invoice-repository.ts";
import { JobQueue } from "../ports/job-queue.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedInvoice, leftToTheArchiveJob } from "./archive-invoice.ts";

/**
 * What follows the numbering of an invoice, whichever use case numbered it (created issued,
 * moved out of draft, edited into a status, e-mailed): its PDF and e-invoice XML are archived at
 * once (the numbering queued the archive job in its own transaction, which completes this step if
 * the process dies first; a failure here is logged and left to that job), then its e-invoice
 * auto-send is queued (`autoSendToFrenchPlatform`, `autoSendNfe`: they submit it when the seller
 * turned auto-send on) and the invoice taken off the e-invoice queue, where the numbering put it
 * so that the drain (`autoSendQueuedInvoices`) queues its auto-send if the process dies first.
 * Runs after the numbering committed and never undoes it. The job queue holds one auto-send per
 * invoice at a time and an auto-send submits an invoice that has no submission only, so an
 * invoice is submitted once. `sandboxHeader` is the caller's explicit sandbox choice
 * (undefined when none), which the auto-send still heeds. `eInvoice` false (a recurring invoice
 * set to issue without its e-invoice) queues no auto-send.
 */
export const invoiceIssued = (input: {
  readonly userId: UserId;
  readonly invoice: Invoice;
  readonly sandboxHeader?: boolean | undefined;
  readonly eInvoice?: boolean | undefined;
}) =>
  Effect.gen(function* () {
    yield* leftToTheArchiveJob(archivedInvoice(input.userId, input.invoice));
    if (input.eInvoice !== false) {
      yield* (yield* JobQueue).enqueue(
        autoSendJob({
          userId: input.userId,
          invoiceId: input.invoice.id,
          sandboxHeader: input.sandboxHeader ?? null,
        }),
      );
    }
    yield* (yield* EInvoiceQueue).handedOver(input.invoice.id);
  });

/**
 * A `decide` of an invoice change (see `InvoiceRepository.update`), watched: `numbered()` says
 * afterwards whether the change it last decided, the one written, gave the invoice its number.
 */
export const watchNumbering = <C extends { readonly issueNumber: boolean }, E>(
  decide: (current: Invoice) => Result.Result<C, E>,
) => {
  let numbered = false;
  return {
    decide: (current: Invoice): Result.Result<C, E> => {
      const decided = decide(current);
      numbered =
        Result.isSuccess(decided) && decided.success.issueNumber && current.invoiceNumber === null;
      return decided;
    },
    numbered: () => numbered,
  };
};

/**
 * Changes one of the user's invoices (`InvoiceRepository.update` with `decide`) and, when the
 * change gave it its number, runs what follows its issue (`invoiceIssued`). Every use case that
 * may move an invoice out of draft changes it through here.
 */
export const updateIssuing = <E>(
  input: {
    readonly userId: UserId;
    readonly id: string;
    readonly sandboxHeader?: boolean | undefined;
  },
  decide: (current: Invoice) => Result.Result<InvoiceChange, E>,
) =>
  Effect.gen(function* () {
    const watched = watchNumbering(decide);
    const stored = yield* (yield* InvoiceRepository).update(input.userId, input.id, watched.decide);
    if (watched.numbered()) {
      yield* invoiceIssued({ ...input, invoice: stored.invoice });
    }
    return stored;
  });
