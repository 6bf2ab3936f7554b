import { Effect, Result } from "effect";
import { Clock } from "../ports/clock.ts";
import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Pauses a recurring invoice: the job issues nothing of it until it is resumed. Pausing a paused
 * one changes nothing. RecurringInvoiceNotFound for an id that is not the user's.
 */
export const pauseRecurringInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    return yield* (yield* RecurringInvoiceRepository).update(input.userId, input.id, (current) =>
      Result.succeed(
        current.status === "paused" ? current : { ...current, status: "paused", updatedAt: now },
      ),
    );
  });
