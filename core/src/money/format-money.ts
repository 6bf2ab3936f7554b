import { type Currency, currencyDecimals } from "./currency.ts";
import { fromMinorUnits } from "./minor-units.ts";

/** Formats minor units for display with Intl in a locale (`en-US` gives "$1,234.50"). */
export const formatMoney = (minor: number, currency: Currency, locale: string): string => {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(fromMinorUnits(minor, currency));
};
