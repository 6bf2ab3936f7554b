import type { InvoiceStatus } from "../invoices/invoice-status.ts";

/**
 * Statuses of invoices that count as invoiced in the month of their issue date: issued ones, so
 * no drafts, and no cancelled ones, which are owed by nobody. Received money follows the
 * dashboard's `receivedStatuses`, what is owed its `unpaidStatuses` and `isOverdueOn`.
 */
export const invoicedStatuses: ReadonlyArray<InvoiceStatus> = ["sent", "paid", "overdue"];
