/** What ordering a revenue row needs. */
export interface OrderedMonthRevenue {
  readonly month: string;
  readonly currency: string;
}

/** What ranking a client's outstanding row needs; `outstanding` in major units. */
export interface RankedOutstanding {
  readonly clientId: string;
  readonly clientName: string;
  readonly currency: string;
  readonly outstanding: number;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The report's order of monthly revenue: oldest month first, then by currency code. */
export const compareMonthRevenue = (a: OrderedMonthRevenue, b: OrderedMonthRevenue): number =>
  compareText(a.month, b.month) || compareText(a.currency, b.currency);

/**
 * The report's order of what clients owe: the largest amount first, compared in major units so
 * that ¥5,000 does not outrank €400.00 by its digits alone (amounts of different currencies are
 * never converted), then by client name, client id and currency, so the order is stable.
 */
export const compareOutstanding = (a: RankedOutstanding, b: RankedOutstanding): number =>
  b.outstanding - a.outstanding ||
  compareText(a.clientName, b.clientName) ||
  compareText(a.clientId, b.clientId) ||
  compareText(a.currency, b.currency);
