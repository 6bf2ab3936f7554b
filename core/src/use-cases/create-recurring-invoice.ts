import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { RecurringInvoice } from "../recurring/recurring-invoice.ts";
import type { RecurringInvoiceRequest } from "../recurring/recurring-invoice-request.ts";
import { nextDateAt, recurringFields, ruleOf } from "../recurring/recurring-schedule.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";
import { clientNotSelected } from "./priced-invoice.ts";
import { checkRecurringTemplate } from "./recurring-template-check.ts";

/**
 * Creates a recurring invoice (docs/PRODUCT-RULES.md#recurring-invoices), active, its first
 * occurrence the first matching day on or after its start (one in the past is issued by the next
 * run of the job, as the catch-up mode says). The client must be one of the user's and the
 * template must make a valid invoice (ValidationFailed). Answers it with its client.
 */
export const createRecurringInvoice = (input: {
  readonly userId: UserId;
  readonly request: RecurringInvoiceRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const fields = recurringFields(input.request, user.currency);
    yield* checkRecurringTemplate(input.userId, fields, user.currency, fields.startDate);
    const id = yield* (yield* IdGenerator).next;
    const now = yield* (yield* Clock).now;
    const schedule: RecurringInvoice = {
      ...fields,
      id,
      userId: input.userId,
      status: "active",
      nextIndex: 0,
      nextDate: nextDateAt(ruleOf(fields), 0),
      lastOccurrenceDate: null,
      issuedCount: 0,
      pendingInvoiceId: null,
      lastRunAt: null,
      lastResult: null,
      lastError: null,
      lastInvoiceId: null,
      failedAttempts: 0,
      retryAt: null,
      createdAt: now,
      updatedAt: now,
    };
    return yield* (yield* RecurringInvoiceRepository)
      .create(schedule)
      .pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
  });
