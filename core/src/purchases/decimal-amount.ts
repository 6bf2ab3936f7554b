import { MAX_MINOR_UNITS } from "../money/minor-units.ts";

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/u;

// ISO 4217 currencies whose minor unit is not the hundredth.
const WITHOUT_DECIMALS = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
const THREE_DECIMALS = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

/** The decimals of an ISO 4217 currency's minor unit, for any currency a supplier may invoice in. */
export const isoCurrencyDecimals = (code: string): number => {
  if (WITHOUT_DECIMALS.has(code)) return 0;
  return THREE_DECIMALS.has(code) ? 3 : 2;
};

/** Minor units of an ISO 4217 currency as a major-unit JSON number: 1234 DKK is 12.34. */
export const fromIsoMinorUnits = (minor: number, code: string): number =>
  minor / 10 ** isoCurrencyDecimals(code);

/**
 * An amount as an e-invoice writes it (`1234.5`, `-0.10`) in the minor units of the ISO 4217
 * currency `code`, rounded half away from zero past its decimals; undefined for text that is not
 * a decimal or an amount beyond fifteen digits.
 */
export const minorUnitsOfDecimal = (text: string, code: string): number | undefined => {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return undefined;
  const [, sign = "", whole = "", fraction = ""] = match;
  const decimals = isoCurrencyDecimals(code);
  const kept = BigInt(`${whole}${fraction.slice(0, decimals).padEnd(decimals, "0")}`);
  const roundsUp = (fraction[decimals] ?? "0") >= "5";
  const magnitude = roundsUp ? kept + 1n : kept;
  if (magnitude > BigInt(MAX_MINOR_UNITS)) return undefined;
  const value = Number(magnitude);
  return sign === "-" && value !== 0 ? -value : value;
};
