import { isoCurrencyDecimals, type Language } from "@invoicing/core";
import { dateStyleOf, intlLocales } from "./languages.ts";

/** Formatters of amounts and dates in one interface language, with `Intl`. */
export interface Formatters {
  /**
   * An amount as the API sends it (major units: 1234.5 is $1,234.50) in its currency, any ISO 4217
   * one (a supplier's invoice may be in Danish kroner).
   */
  readonly money: (amount: number, currency: string) => string;
  /** A calendar date `YYYY-MM-DD`, the same day wherever the browser is. */
  readonly date: (isoDate: string) => string;
  /** An instant (ISO 8601) as date and time in the browser's time zone. */
  readonly dateTime: (instant: string) => string;
  /** A plain number (a count, a quantity). */
  readonly number: (value: number) => string;
}

/** The formatters of `language`; English formats in the en-US style. */
export const formattersFor = (language: Language): Formatters => {
  const locale = intlLocales[language];
  const dateStyle = dateStyleOf(language);
  const day = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: "short" });
  const plain = new Intl.NumberFormat(locale);
  return {
    money: (amount, currency) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: isoCurrencyDecimals(currency),
        maximumFractionDigits: isoCurrencyDecimals(currency),
      }).format(amount),
    date: (isoDate) => day.format(new Date(`${isoDate}T00:00:00Z`)),
    dateTime: (instant) => moment.format(new Date(instant)),
    number: (value) => plain.format(value),
  };
};
