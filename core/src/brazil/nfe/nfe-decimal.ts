/** An amount in centavos as NF-e decimals with two places: 123456 → "1234.56". */
export const nfeMoney = (minor: number): string => {
  const sign = minor < 0 ? "-" : "";
  const absolute = Math.abs(minor);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
};

/** A rate in hundredths of a percent as NF-e decimals with two places: 1800 → "18.00". */
export const nfeRate = (hundredths: number): string => nfeMoney(hundredths);

/** A whole quantity with the four places NF-e quantities carry: 3 → "3.0000". */
export const nfeQuantity = (quantity: number): string => `${quantity}.0000`;
