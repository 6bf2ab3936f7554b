import {
  type ClientOutstanding,
  type Currency,
  currencyDecimals,
  fromMinorUnits,
  type MonthRevenue,
  type ReportsData,
} from "@invoicing/core";

/** One month of the chart in one currency; zeros for a month without activity. */
export interface MonthFigures {
  readonly month: string;
  readonly invoiced: number;
  readonly paid: number;
  readonly invoiceCount: number;
}

const monthIndex = (month: string): number => {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return year * 12 + number - 1;
};

const monthOf = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/** Every month from `from` to `to` (`YYYY-MM`, both included), oldest first. */
export const monthsBetween = (from: string, to: string): ReadonlyArray<string> => {
  const months: Array<string> = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index++) months.push(monthOf(index));
  return months;
};

/** The currencies the report holds figures in: the user's first, then the others by code. */
export const reportCurrencies = (
  data: ReportsData,
  userCurrency: Currency,
): ReadonlyArray<Currency> => {
  const seen = new Set<Currency>([
    ...data.revenueByMonth.map((row) => row.currency),
    ...data.outstandingByClient.map((row) => row.currency),
  ]);
  const others = [...seen].filter((currency) => currency !== userCurrency).sort();
  return [userCurrency, ...others];
};

/** The months of the period in one currency, each with its figures or zeros. */
export const monthlySeries = (
  data: ReportsData,
  currency: Currency,
): ReadonlyArray<MonthFigures> => {
  const rows = new Map<string, MonthRevenue>(
    data.revenueByMonth.filter((row) => row.currency === currency).map((row) => [row.month, row]),
  );
  return monthsBetween(data.from, data.to).map((month) => {
    const row = rows.get(month);
    return {
      month,
      invoiced: row?.invoiced ?? 0,
      paid: row?.paid ?? 0,
      invoiceCount: row?.invoiceCount ?? 0,
    };
  });
};

/**
 * The sum of major-unit amounts of one currency, added as whole minor units so that float
 * addition never shows 0.30000000000000004.
 */
const sumOf = (amounts: ReadonlyArray<number>, currency: Currency): number => {
  const scale = 10 ** currencyDecimals(currency);
  const minor = amounts.reduce((sum, amount) => sum + Math.round(amount * scale), 0);
  return fromMinorUnits(minor, currency);
};

/** What the period adds up to in one currency: invoiced, received, and still outstanding. */
export const periodSums = (
  series: ReadonlyArray<MonthFigures>,
  outstanding: ReadonlyArray<ClientOutstanding>,
  currency: Currency,
) => ({
  invoiced: sumOf(
    series.map((month) => month.invoiced),
    currency,
  ),
  paid: sumOf(
    series.map((month) => month.paid),
    currency,
  ),
  outstanding: sumOf(
    outstanding.filter((row) => row.currency === currency).map((row) => row.outstanding),
    currency,
  ),
});
