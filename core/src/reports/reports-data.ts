import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { YearMonth } from "./year-month.ts";

/** One month's figures in one currency (major units). */
export const MonthRevenue = Schema.Struct({
  /** The month in the user's time zone. */
  month: YearMonth,
  currency: Currency,
  /** Σ total of the invoices issued that month (sent, paid or overdue; by issue date). */
  invoiced: JsonAmount,
  /**
   * Σ payments received that month (by their day), and the totals of invoices marked paid that
   * month without any payment (by `paidAt`).
   */
  paid: JsonAmount,
  /** How many invoices were issued that month. */
  invoiceCount: Schema.Int,
});
export type MonthRevenue = typeof MonthRevenue.Type;

/** What one client still owes in one currency (major units). */
export const ClientOutstanding = Schema.Struct({
  clientId: Schema.String,
  clientName: Schema.String,
  currency: Currency,
  /** Σ balance due of the client's sent and overdue invoices. */
  outstanding: JsonAmount,
  /** The overdue part of it, as the dashboard counts overdue. */
  overdue: JsonAmount,
  invoiceCount: Schema.Int,
  oldestDueDate: IsoDate,
});
export type ClientOutstanding = typeof ClientOutstanding.Type;

/**
 * The reports over N months: the last N months up to the current one (`from`, `to`), a row per
 * month and currency that had activity (months without are left out), and what each client owes
 * per currency now, largest first.
 */
export const ReportsData = Schema.Struct({
  from: YearMonth,
  to: YearMonth,
  revenueByMonth: Schema.Array(MonthRevenue),
  outstandingByClient: Schema.Array(ClientOutstanding),
});
export type ReportsData = typeof ReportsData.Type;
