import { Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";

/**
 * Once the cancellation of an invoice's NF-e or NFS-e is registered, the invoice is cancelled too
 * (recorded in its history), unless it already is.
 */
export const cancelAfterFiscalCancellation = (userId: UserId, invoiceId: string, now: Instant) =>
  Effect.gen(function* () {
    const invoices = yield* InvoiceRepository;
    const { invoice } = yield* invoices.get(userId, invoiceId);
    if (invoice.status === "cancelled") return;
    const historyId = yield* (yield* IdGenerator).next;
    // The guard allows this move from every issued status, so a refusal here is a defect.
    yield* invoices
      .update(userId, invoiceId, (current) =>
        invoiceChange({
          place: "nfe-cancellation",
          before: current,
          after: { ...current, status: "cancelled" },
          event: "statusChanged",
          historyId,
          itemsChanged: false,
          now,
        }),
      )
      .pipe(Effect.orDie);
  });
