import { daysOverdue } from "../calendar/days-overdue.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { InvoiceNumber } from "../invoices/invoice-number.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import type { Currency } from "../money/currency.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import type {
  CurrencyAmount,
  CurrencyRevenue,
  CurrencyTotals,
  DashboardData,
  DashboardTotals,
  StatusCounts,
} from "./dashboard-data.ts";
import { RECENT_INVOICES_LIMIT, TOP_OVERDUE_LIMIT } from "./dashboard-rules.ts";
import { compareOverdue } from "./overdue-ranking.ts";
import { userCurrencyFirst } from "./per-currency.ts";

/** The dashboard's raw figures as the database sums and selects them, in minor units. */
export interface DashboardFigures {
  readonly userCurrency: Currency;
  readonly today: IsoDate;
  /** Per currency: Σ total of invoices paid today, and of unpaid invoices due today. */
  readonly revenue: ReadonlyArray<{ currency: Currency; paid: number; due: number }>;
  /** Per currency: how many invoices are overdue and Σ their totals. */
  readonly overdue: ReadonlyArray<{ currency: Currency; count: number; amount: number }>;
  /** Overdue invoices, at least the first TOP_OVERDUE_LIMIT in compareOverdue order. */
  readonly overdueInvoices: ReadonlyArray<{
    id: string;
    invoiceNumber: InvoiceNumber;
    clientName: string;
    total: number;
    currency: Currency;
    dueDate: IsoDate;
  }>;
  /** The most recently created invoices, newest first. */
  readonly recentInvoices: ReadonlyArray<{
    id: string;
    invoiceNumber: InvoiceNumber | null;
    clientName: string;
    total: number;
    currency: Currency;
    status: InvoiceStatus;
    issueDate: IsoDate;
    dueDate: IsoDate;
  }>;
  /** The all-time figures. */
  readonly totals: {
    /** How many invoices have each status as `dashboardStatus` counts it. */
    readonly statusCounts: StatusCounts;
    /** How many invoices of any status have today as their issue date. */
    readonly issuedToday: number;
    /** Per currency: Σ total of paid invoices, and of sent and overdue ones. */
    readonly revenue: ReadonlyArray<{ currency: Currency; paid: number; outstanding: number }>;
  };
}

const buildTotals = (
  totals: DashboardFigures["totals"],
  userCurrency: Currency,
): DashboardTotals => {
  const revenue = userCurrencyFirst(
    totals.revenue.map(
      ({ currency, paid, outstanding }): CurrencyTotals => ({
        currency,
        paid: fromMinorUnits(paid, currency),
        outstanding: fromMinorUnits(outstanding, currency),
      }),
    ),
    userCurrency,
    (currency) => ({ currency, paid: 0, outstanding: 0 }),
  );
  const { draft, sent, paid, overdue, cancelled } = totals.statusCounts;
  return {
    invoiceCount: draft + sent + paid + overdue + cancelled,
    issuedToday: totals.issuedToday,
    statusCounts: { draft, sent, paid, overdue, cancelled },
    revenue: { ...revenue.main, otherCurrencies: revenue.others },
  };
};

/**
 * Shapes the database's figures into the dashboard response, amounts in major units; rows are
 * copied field by field, so nothing the database selected beside them reaches the answer.
 */
export const buildDashboardData = (figures: DashboardFigures): DashboardData => {
  const { userCurrency, today } = figures;
  const revenue = userCurrencyFirst(
    figures.revenue.map(
      ({ currency, paid, due }): CurrencyRevenue => ({
        currency,
        paid: fromMinorUnits(paid, currency),
        due: fromMinorUnits(due, currency),
        total: fromMinorUnits(paid + due, currency),
      }),
    ),
    userCurrency,
    (currency) => ({ currency, paid: 0, due: 0, total: 0 }),
  );
  const overdue = userCurrencyFirst(
    figures.overdue.map(
      ({ currency, amount }): CurrencyAmount => ({
        currency,
        amount: fromMinorUnits(amount, currency),
      }),
    ),
    userCurrency,
    (currency) => ({ currency, amount: 0 }),
  );
  return {
    todayRevenue: { ...revenue.main, otherCurrencies: revenue.others },
    overdue: {
      count: figures.overdue.reduce((sum, row) => sum + row.count, 0),
      ...overdue.main,
      otherCurrencies: overdue.others,
    },
    overdueInvoices: figures.overdueInvoices
      .toSorted(compareOverdue)
      .slice(0, TOP_OVERDUE_LIMIT)
      .map((invoice) => ({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        clientName: invoice.clientName,
        total: fromMinorUnits(invoice.total, invoice.currency),
        currency: invoice.currency,
        dueDate: invoice.dueDate,
        daysOverdue: daysOverdue(invoice.dueDate, today),
      })),
    recentInvoices: figures.recentInvoices.slice(0, RECENT_INVOICES_LIMIT).map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      clientName: invoice.clientName,
      total: fromMinorUnits(invoice.total, invoice.currency),
      currency: invoice.currency,
      status: invoice.status,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
    })),
    totals: buildTotals(figures.totals, userCurrency),
  };
};
