import type { IsoDate } from "../calendar/iso-date.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import { becomesOverdue } from "../invoices/status-transitions.ts";

/** How many overdue invoices the dashboard lists (docs/PRODUCT-RULES.md#dashboard). */
export const TOP_OVERDUE_LIMIT = 5;
/** How many recently created invoices the dashboard lists. */
export const RECENT_INVOICES_LIMIT = 5;

/** Statuses whose invoices count as received when paid today (paidAt within today). */
export const receivedStatuses: ReadonlyArray<InvoiceStatus> = ["paid"];

/** Statuses of unpaid, issued invoices: due today when their due date is today. */
export const unpaidStatuses: ReadonlyArray<InvoiceStatus> = ["sent", "overdue"];

/** Whether an invoice counts in "today due": unpaid and issued, with today as its due date. */
export const isDueToday = (status: InvoiceStatus, dueDate: IsoDate, today: IsoDate): boolean =>
  unpaidStatuses.includes(status) && dueDate === today;

/**
 * Whether an invoice counts as overdue on the dashboard: marked overdue, or sent and past due
 * though the scheduled job has not marked it yet, so the figures never wait for the job.
 */
export const isOverdueOn = (status: InvoiceStatus, dueDate: IsoDate, today: IsoDate): boolean =>
  status === "overdue" || becomesOverdue(status, dueDate, today);

/**
 * An invoice's status as the dashboard's counts show it: a sent invoice past due counts as
 * overdue (`isOverdueOn`), so the overdue count agrees with the overdue card.
 */
export const dashboardStatus = (
  status: InvoiceStatus,
  dueDate: IsoDate,
  today: IsoDate,
): InvoiceStatus => (isOverdueOn(status, dueDate, today) ? "overdue" : status);
