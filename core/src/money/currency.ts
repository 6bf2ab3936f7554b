import { Schema } from "effect";

/**
 * The currencies an invoice may use: seven currencies plus BRL, needed for NF-e
 * (docs/PRODUCT-RULES.md#totals).
 */
export const currencies = ["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CNY", "BRL"] as const;

/** An ISO 4217 code among the supported currencies. */
export const Currency = Schema.Literals(currencies);
export type Currency = typeof Currency.Type;

/** The number of decimals of a currency's minor unit (ISO 4217): 0 for JPY, 2 for the others. */
export const currencyDecimals = (currency: Currency): number => (currency === "JPY" ? 0 : 2);
