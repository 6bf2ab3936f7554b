import { type Currency, currencyDecimals } from "../money/currency.ts";

/** Minor units written exactly in major units with the currency's decimals (1230 EUR → "12.30"). */
export const decimalAmount = (minor: number, currency: Currency): string => {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? "-" : "";
  const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
  return decimals === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};
