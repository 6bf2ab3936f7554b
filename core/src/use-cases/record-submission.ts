import { Effect } from "effect";
import type { InvoiceSubmissionRecord } from "../invoices/invoice-history-entry.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Records in the invoice's history that it was submitted to a platform, and how that ended. */
export const recordSubmission = (
  userId: UserId,
  invoiceId: string,
  submission: InvoiceSubmissionRecord,
) =>
  Effect.gen(function* () {
    const id = yield* (yield* IdGenerator).next;
    const at = yield* (yield* Clock).now;
    yield* (yield* InvoiceRepository).recordEvent(userId, invoiceId, {
      id,
      invoiceId,
      at,
      event: "submitted",
      submission,
    });
  });
