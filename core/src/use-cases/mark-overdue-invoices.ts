import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";

/**
 * The scheduled overdue job (docs/PRODUCT-RULES.md#lifecycle): every sent invoice whose due date
 * has passed in its owner's time zone becomes overdue, with a history line; answers the invoices it
 * moved.
 */
export const markOverdueInvoices = Effect.gen(function* () {
  const now = yield* (yield* Clock).now;
  return yield* (yield* InvoiceRepository).markOverdue(now);
});
