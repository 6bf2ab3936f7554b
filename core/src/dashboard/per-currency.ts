import type { Currency } from "../money/currency.ts";

/**
 * Orders per-currency figures for the cards: the user's currency first, made up by `empty` when
 * it had no activity, then the others alphabetically. Figures of different currencies are never
 * combined.
 */
export const userCurrencyFirst = <Row extends { readonly currency: Currency }>(
  rows: ReadonlyArray<Row>,
  userCurrency: Currency,
  empty: (currency: Currency) => Row,
): { readonly main: Row; readonly others: ReadonlyArray<Row> } => ({
  main: rows.find((row) => row.currency === userCurrency) ?? empty(userCurrency),
  others: rows
    .filter((row) => row.currency !== userCurrency)
    .toSorted((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0)),
});
