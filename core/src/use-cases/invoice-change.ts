import type { Instant } from "../calendar/instant.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceHistoryEvent } from "../invoices/invoice-history-entry.ts";
import { needsNumber } from "../invoices/invoice-number.ts";
import { stampStatusChange } from "../invoices/status-stamps.ts";
import type { InvoiceChange } from "../ports/invoice-repository.ts";

/**
 * The change that turns `before` into `after` at `now`: the status stamps follow the move, the
 * number is issued when the invoice first leaves draft, and one history line records it.
 */
export const invoiceChange = (change: {
  readonly before: Invoice;
  readonly after: Invoice;
  readonly event: InvoiceHistoryEvent;
  readonly historyId: string;
  readonly itemsChanged: boolean;
  readonly now: Instant;
}): InvoiceChange => {
  const { before, after, now } = change;
  return {
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
    },
  };
};
