import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { InvoiceNumber } from "../invoices/invoice-number.ts";
import { InvoiceStatus } from "../invoices/invoice-status.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";

/** Today's revenue in one currency (major units): received, due, and their sum. */
export const CurrencyRevenue = Schema.Struct({
  currency: Currency,
  paid: JsonAmount,
  due: JsonAmount,
  total: JsonAmount,
});
export type CurrencyRevenue = typeof CurrencyRevenue.Type;

/**
 * The revenue cards (spec: todayRevenue {paid, due, total}): figures in the user's currency, and
 * beneath them those of each other currency with activity today, never added together.
 */
export const TodayRevenue = Schema.Struct({
  ...CurrencyRevenue.fields,
  otherCurrencies: Schema.Array(CurrencyRevenue),
});
export type TodayRevenue = typeof TodayRevenue.Type;

/** An amount in one currency, major units. */
export const CurrencyAmount = Schema.Struct({ currency: Currency, amount: JsonAmount });
export type CurrencyAmount = typeof CurrencyAmount.Type;

/** The overdue card: how many invoices are overdue and what they amount to, per currency. */
export const OverdueSummary = Schema.Struct({
  count: Schema.Int,
  ...CurrencyAmount.fields,
  otherCurrencies: Schema.Array(CurrencyAmount),
});
export type OverdueSummary = typeof OverdueSummary.Type;

/** One of the top overdue invoices; overdue invoices are issued, so they have a number. */
export const OverdueInvoice = Schema.Struct({
  id: Schema.String,
  invoiceNumber: InvoiceNumber,
  clientName: Schema.String,
  total: JsonAmount,
  currency: Currency,
  dueDate: IsoDate,
  daysOverdue: Schema.Int,
});
export type OverdueInvoice = typeof OverdueInvoice.Type;

/** One of the most recently created invoices; a draft has no number yet. */
export const RecentInvoice = Schema.Struct({
  id: Schema.String,
  invoiceNumber: Schema.NullOr(InvoiceNumber),
  clientName: Schema.String,
  total: JsonAmount,
  currency: Currency,
  status: InvoiceStatus,
  issueDate: IsoDate,
  dueDate: IsoDate,
});
export type RecentInvoice = typeof RecentInvoice.Type;

/** GET /api/dashboard's `data` (spec §3, decisions §3). */
export const DashboardData = Schema.Struct({
  todayRevenue: TodayRevenue,
  overdue: OverdueSummary,
  overdueInvoices: Schema.Array(OverdueInvoice),
  recentInvoices: Schema.Array(RecentInvoice),
});
export type DashboardData = typeof DashboardData.Type;
