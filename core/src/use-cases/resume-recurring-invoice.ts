import { Effect, Result } from "effect";
import { addDays } from "../calendar/date-arithmetic.ts";
import { Clock } from "../ports/clock.ts";
import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import { RecurringInvoiceFinished } from "../recurring/recurring-errors.ts";
import { firstIndexFrom, nextDateAt, ruleOf } from "../recurring/recurring-schedule.ts";
import type { UserId } from "../users/user-id.ts";
import { userToday } from "./user-today.ts";

/**
 * Resumes a paused recurring invoice (docs/PRODUCT-RULES.md#recurring-invoices): the periods that
 * passed while it was paused are skipped, its next occurrence is the first from today on (today
 * included, in the user's time zone). One whose occurrences are all done is
 * RecurringInvoiceFinished; RecurringInvoiceNotFound for an id that is not the user's.
 */
export const resumeRecurringInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const today = yield* userToday(input.userId);
    const now = yield* (yield* Clock).now;
    return yield* (yield* RecurringInvoiceRepository).update(input.userId, input.id, (current) => {
      if (current.status === "active") return Result.succeed(current);
      const rule = ruleOf(current);
      const after =
        current.lastOccurrenceDate === null ? today : addDays(current.lastOccurrenceDate, 1);
      const nextIndex = Math.max(
        current.nextIndex,
        firstIndexFrom(rule, after),
        firstIndexFrom(rule, today),
      );
      const nextDate = nextDateAt(rule, nextIndex);
      return nextDate === null
        ? Result.fail(new RecurringInvoiceFinished({ id: current.id }))
        : Result.succeed({
            ...current,
            status: "active" as const,
            nextIndex,
            nextDate,
            failedAttempts: 0,
            retryAt: null,
            updatedAt: now,
          });
    });
  });
