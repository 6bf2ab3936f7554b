import { addDays } from "./date-arithmetic.ts";
import type { IsoDate } from "./iso-date.ts";

/**
 * Days between a new invoice's issue date and its default due date (docs/PRODUCT-RULES.md#lines).
 */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;

/** A new invoice's default dates: issued today, due 30 days later (docs/PRODUCT-RULES.md#lines). */
export const defaultInvoiceDates = (today: IsoDate): { issueDate: IsoDate; dueDate: IsoDate } => ({
  issueDate: today,
  dueDate: addDays(today, DEFAULT_PAYMENT_TERM_DAYS),
});
