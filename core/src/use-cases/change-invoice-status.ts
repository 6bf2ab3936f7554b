import { Effect, Option, Result } from "effect";
import { withinCancellationWindow } from "../brazil/nfe/nfe-event-rules.ts";
import {
  CancelRequiresNfeCancellation,
  NfeCancellationWindowClosed,
} from "../einvoicing/nfe-event-errors.ts";
import { CancelRequiresNfseCancellation } from "../einvoicing/nfse-invoice-errors.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import { changeStatus } from "../invoices/status-transitions.ts";
import { reportCashedJob } from "../jobs/queued-job.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { JobQueue } from "../ports/job-queue.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";
import { updateIssuing } from "./invoice-issued.ts";

/** The screens that change a status by itself: the detail page's buttons, the list's "mark as paid". */
export type StatusScreen = "detail" | "list";

/**
 * Moves an invoice to another status, nothing else changed, under the rules of the screen asking
 * (docs/PRODUCT-RULES.md#lifecycle, #credit-notes: InvalidStatusTransition otherwise, and
 * CancelRequiresCreditNote for a numbered invoice cancelled directly; when its NF-e was
 * authorised, CancelRequiresNfeCancellation within SEFAZ's 24 hours (that NF-e is cancelled
 * instead, with a justification) and NfeCancellationWindowClosed after them, #nf-e-events; when
 * its NFS-e stands, CancelRequiresNfseCancellation, docs/BRAZIL.md). The invoice takes its number
 * when it first leaves draft, and what follows an issue runs (`invoiceIssued`); the time of the
 * move and a history line are recorded. An invoice marked paid has what was left due reported to
 * the seller's PA (212 Encaissée, `reportMarkedPaid`, queued). Answers the invoice as stored, with
 * its client.
 */
export const changeInvoiceStatus = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly status: InvoiceStatus;
  readonly screen: StatusScreen;
  /** The caller's explicit sandbox choice, for the e-invoice auto-send of an invoice it issues. */
  readonly sandboxHeader?: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const historyId = yield* (yield* IdGenerator).next;
    const now = yield* (yield* Clock).now;
    if (input.status === "cancelled") {
      const nfe = yield* (yield* NfeSubmissionRepository).authorized(input.userId, input.id);
      if (Option.isSome(nfe)) {
        // SEFAZ's window decides: past it, nothing can cancel the NF-e; within it, its
        // cancellation needs a justification (cancelNfe).
        return yield* withinCancellationWindow(nfe.value.authorizedAt, now)
          ? new CancelRequiresNfeCancellation({ id: input.id })
          : new NfeCancellationWindowClosed({
              invoiceId: input.id,
              authorizedAt: nfe.value.authorizedAt,
            });
      }
      const nfse = yield* (yield* NfseRepository).issued(input.userId, input.id);
      if (Option.isSome(nfse) && !nfse.value.cancelled) {
        return yield* new CancelRequiresNfseCancellation({ id: input.id });
      }
    }
    const stored = yield* updateIssuing(input, (current) =>
      Result.flatMap(changeStatus(input.screen, current, input.status), (status) =>
        invoiceChange({
          place: input.screen,
          before: current,
          after: { ...current, status },
          event: "statusChanged",
          historyId,
          itemsChanged: false,
          now,
        }),
      ),
    );
    if (input.status === "paid") {
      yield* (yield* JobQueue).enqueue(
        reportCashedJob({
          userId: input.userId,
          invoiceId: input.id,
          amount: null,
          paymentId: null,
        }),
      );
    }
    return stored;
  });
