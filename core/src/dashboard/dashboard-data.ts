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

/** All-time money of one currency (major units): received, and still owed on issued invoices. */
export const CurrencyTotals = Schema.Struct({
  currency: Currency,
  /** Σ total of paid invoices: the total revenue. */
  paid: JsonAmount,
  /** Σ total of sent and overdue invoices: the pending revenue. */
  outstanding: JsonAmount,
});
export type CurrencyTotals = typeof CurrencyTotals.Type;

/** How many invoices have each status, sent ones past due counted as overdue (`dashboardStatus`). */
export const StatusCounts = Schema.Struct({
  draft: Schema.Int,
  sent: Schema.Int,
  paid: Schema.Int,
  overdue: Schema.Int,
  cancelled: Schema.Int,
});
export type StatusCounts = typeof StatusCounts.Type;

/**
 * The all-time figures the dashboard's wording names: total invoices, total and pending
 * revenue (in the user's currency, other currencies beneath, never added together), and the
 * counts per status.
 */
export const DashboardTotals = Schema.Struct({
  invoiceCount: Schema.Int,
  /** Invoices of any status whose issue date is today in the user's time zone. */
  issuedToday: Schema.Int,
  statusCounts: StatusCounts,
  revenue: Schema.Struct({
    ...CurrencyTotals.fields,
    otherCurrencies: Schema.Array(CurrencyTotals),
  }),
});
export type DashboardTotals = typeof DashboardTotals.Type;

/** The dashboard's figures (docs/PRODUCT-RULES.md#dashboard). */
export const DashboardData = Schema.Struct({
  todayRevenue: TodayRevenue,
  overdue: OverdueSummary,
  overdueInvoices: Schema.Array(OverdueInvoice),
  recentInvoices: Schema.Array(RecentInvoice),
  totals: DashboardTotals,
});
export type DashboardData = typeof DashboardData.Type;
