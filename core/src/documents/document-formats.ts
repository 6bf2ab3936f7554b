import type { IsoDate } from "../calendar/iso-date.ts";

/** A calendar date written out for a document in `locale` ("November 21, 2026", "21 novembre 2026"). */
export const formatDocumentDate = (date: IsoDate, locale: string): string => {
  const [year, month, day] = date.split("-").map(Number);
  // A date has no time zone: it is formatted as the UTC midnight it names, in UTC.
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1),
  );
};

/** A whole quantity with the locale's grouping ("1,000", "1 000"). */
export const formatQuantity = (quantity: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(quantity);

/** A discount percentage, at most two decimals ("10%", "12,5 %"). */
export const formatDiscountPercent = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    percent / 100,
  );

/** A tax rate in percent, at most one decimal as the form allows ("20%", "5,5 %"). */
export const formatTaxRate = (rate: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(rate / 100);
