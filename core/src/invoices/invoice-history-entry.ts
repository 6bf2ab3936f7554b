import { Schema } from "effect";
import { Instant } from "../calendar/index.ts";
import { InvoiceStatus } from "./invoice-status.ts";

/** What happened to an invoice: made, edited, moved to another status, or e-mailed. */
export const InvoiceHistoryEvent = Schema.Literals([
  "created",
  "edited",
  "statusChanged",
  "emailed",
]);
export type InvoiceHistoryEvent = typeof InvoiceHistoryEvent.Type;

/**
 * One line of an invoice's history (decisions §3), shown on its detail page. `from` and `to` are
 * the statuses before and after (equal when the status did not change).
 */
export const InvoiceHistoryEntry = Schema.Struct({
  id: Schema.NonEmptyString,
  invoiceId: Schema.NonEmptyString,
  at: Instant,
  event: InvoiceHistoryEvent,
  from: Schema.NullOr(InvoiceStatus),
  to: InvoiceStatus,
});
export type InvoiceHistoryEntry = typeof InvoiceHistoryEntry.Type;
