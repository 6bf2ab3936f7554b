import { Effect, Result } from "effect";
import { addDays } from "../calendar/date-arithmetic.ts";
import { Clock } from "../ports/clock.ts";
import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { RecurringInvoiceRequest } from "../recurring/recurring-invoice-request.ts";
import {
  firstIndexFrom,
  nextDateAt,
  recurringFields,
  ruleOf,
} from "../recurring/recurring-schedule.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";
import { clientNotSelected } from "./priced-invoice.ts";
import { checkRecurringTemplate } from "./recurring-template-check.ts";

/**
 * Edits the future occurrences of a recurring invoice (docs/PRODUCT-RULES.md#recurring-invoices):
 * the invoices it issued stay as they are; the next occurrence is the first of the new rule after
 * the last one handled (from its start when none was). Checked as on create; RecurringInvoiceNotFound
 * for an id that is not the user's.
 */
export const updateRecurringInvoice = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly request: RecurringInvoiceRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const fields = recurringFields(input.request, user.currency);
    yield* checkRecurringTemplate(input.userId, fields, user.currency, fields.startDate);
    const now = yield* (yield* Clock).now;
    return yield* (yield* RecurringInvoiceRepository)
      .update(input.userId, input.id, (current) => {
        const rule = ruleOf(fields);
        const from =
          current.lastOccurrenceDate === null
            ? rule.startDate
            : addDays(current.lastOccurrenceDate, 1);
        const nextIndex = firstIndexFrom(rule, from);
        return Result.succeed({
          ...current,
          ...fields,
          nextIndex,
          nextDate: nextDateAt(rule, nextIndex),
          updatedAt: now,
        });
      })
      .pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
  });
