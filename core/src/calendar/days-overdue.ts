import { daysBetween } from "./date-arithmetic.ts";
import type { IsoDate } from "./iso-date.ts";

/**
 * How many days an invoice is past due: whole calendar days from the due date to today in the
 * user's zone (due yesterday = 1), and 0 while it is not past due. On whole dates the
 * "ceiling of days" of docs/PRODUCT-RULES.md#dashboard is exact, with no dependence on the hour of
 * the request.
 */
export const daysOverdue = (dueDate: IsoDate, today: IsoDate): number =>
  Math.max(0, daysBetween(dueDate, today));
