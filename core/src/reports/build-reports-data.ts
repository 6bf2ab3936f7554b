import type { IsoDate } from "../calendar/iso-date.ts";
import type { Currency } from "../money/currency.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { compareMonthRevenue, compareOutstanding } from "./report-order.ts";
import type { ReportPeriod } from "./report-period.ts";
import type { ReportsData } from "./reports-data.ts";
import type { YearMonth } from "./year-month.ts";

/** The report's raw figures as the database sums them, in minor units. */
export interface ReportFigures {
  /** Per month of the period and currency with an invoice issued or paid in it. */
  readonly revenueByMonth: ReadonlyArray<{
    month: YearMonth;
    currency: Currency;
    /** Σ total of the invoices issued that month in `invoicedStatuses`. */
    invoiced: number;
    /** Σ total of the paid invoices whose `paidAt` falls in the month. */
    paid: number;
    /** How many invoices count in `invoiced`. */
    invoiceCount: number;
  }>;
  /** Per client and currency with sent or overdue invoices. */
  readonly outstandingByClient: ReadonlyArray<{
    clientId: string;
    clientName: string;
    currency: Currency;
    /** Σ total of the sent and overdue invoices. */
    outstanding: number;
    /** Σ total of those overdue on the period's today (`isOverdueOn`). */
    overdue: number;
    invoiceCount: number;
    oldestDueDate: IsoDate;
  }>;
}

/** Shapes the database's figures into the reports response, amounts in major units. */
export const buildReportsData = (period: ReportPeriod, figures: ReportFigures): ReportsData => ({
  from: period.from,
  to: period.to,
  revenueByMonth: figures.revenueByMonth.toSorted(compareMonthRevenue).map((row) => ({
    month: row.month,
    currency: row.currency,
    invoiced: fromMinorUnits(row.invoiced, row.currency),
    paid: fromMinorUnits(row.paid, row.currency),
    invoiceCount: row.invoiceCount,
  })),
  outstandingByClient: figures.outstandingByClient
    .map((row) => ({
      clientId: row.clientId,
      clientName: row.clientName,
      currency: row.currency,
      outstanding: fromMinorUnits(row.outstanding, row.currency),
      overdue: fromMinorUnits(row.overdue, row.currency),
      invoiceCount: row.invoiceCount,
      oldestDueDate: row.oldestDueDate,
    }))
    .toSorted(compareOutstanding),
});
