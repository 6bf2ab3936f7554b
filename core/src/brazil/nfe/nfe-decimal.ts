import { QUANTITY_SCALE, quantityTenThousandths } from "../../invoices/item-quantity.ts";
import { divideRounded } from "../../money/rounding.ts";

/** An amount in centavos as NF-e decimals with two places: 123456 → "1234.56". */
export const nfeMoney = (minor: number): string => {
  const sign = minor < 0 ? "-" : "";
  const absolute = Math.abs(minor);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
};

/** A rate in hundredths of a percent as NF-e decimals with two places: 1800 → "18.00". */
export const nfeRate = (hundredths: number): string => nfeMoney(hundredths);

/** A quantity with the four places NF-e quantities carry: 3 → "3.0000", 1.5 → "1.5000". */
export const nfeQuantity = (quantity: number): string => {
  const digits = quantityTenThousandths(quantity).toString().padStart(5, "0");
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
};

const UNIT_VALUE_DECIMALS = 10n;

/**
 * The unit value (vUnCom, up to ten places) of `total` centavos over `quantity`, halves away from
 * zero, with at least two places: 11800 over 1 → "118.00", 5000 over 1.5 → "33.3333333333".
 */
export const nfeUnitValue = (total: number, quantity: number): string => {
  const scaled = divideRounded(
    BigInt(total) * QUANTITY_SCALE * 10n ** (UNIT_VALUE_DECIMALS - 2n),
    quantityTenThousandths(quantity),
  );
  const digits = scaled.toString().padStart(Number(UNIT_VALUE_DECIMALS) + 1, "0");
  const whole = digits.slice(0, -Number(UNIT_VALUE_DECIMALS));
  const fraction = digits.slice(-Number(UNIT_VALUE_DECIMALS)).replace(/0+$/u, "").padEnd(2, "0");
  return `${whole}.${fraction}`;
};
