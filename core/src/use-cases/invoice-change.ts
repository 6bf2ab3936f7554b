import { Result } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { invoiceFieldChanges } from "../invoices/invoice-field-changes.ts";
import type { InvoiceHistoryEvent } from "../invoices/invoice-history-entry.ts";
import { needsNumber } from "../invoices/invoice-number.ts";
import { type GuardRefusal, guardInvoiceChange } from "../invoices/issued-invoice-guard.ts";
import type { StatusPlace } from "../invoices/status-place.ts";
import { stampStatusChange } from "../invoices/status-stamps.ts";
import type { InvoiceChange } from "../ports/invoice-repository.ts";

/**
 * The change that turns `before` into `after` at `now`, asked from `place`, once the issued-invoice
 * guard allowed it: the status stamps follow the move, the number is issued when the invoice
 * first leaves draft, and one history line records it (an edit with the fields it changed).
 */
export const invoiceChange = (change: {
  readonly place: StatusPlace;
  readonly before: Invoice;
  readonly after: Invoice;
  readonly event: InvoiceHistoryEvent;
  readonly historyId: string;
  readonly itemsChanged: boolean;
  readonly now: Instant;
}): Result.Result<InvoiceChange, GuardRefusal> => {
  const { before, now } = change;
  return Result.map(guardInvoiceChange(change.place, before, change.after), (after) => ({
    invoice: {
      ...after,
      ...stampStatusChange(before, before.status, after.status, now),
      updatedAt: now,
    },
    itemsChanged: change.itemsChanged,
    issueNumber: needsNumber(before.invoiceNumber, after.status),
    history: {
      id: change.historyId,
      invoiceId: before.id,
      at: now,
      event: change.event,
      from: before.status,
      to: after.status,
      ...(change.event === "edited" ? { changes: invoiceFieldChanges(before, after) } : {}),
    },
  }));
};
