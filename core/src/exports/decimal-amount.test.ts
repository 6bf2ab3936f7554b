import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencies } from "../money/currency.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { decimalAmount } from "./decimal-amount.ts";

describe("decimalAmount", () => {
  it("writes minor units with the currency's decimals", () => {
    expect(decimalAmount(1230, "EUR")).toBe("12.30");
    expect(decimalAmount(5, "USD")).toBe("0.05");
    expect(decimalAmount(0, "GBP")).toBe("0.00");
    expect(decimalAmount(1999, "JPY")).toBe("1999");
    expect(decimalAmount(-250, "BRL")).toBe("-2.50");
  });

  it("reads back as the same amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }),
        fc.constantFrom(...currencies),
        (minor, currency) => {
          expect(Number(decimalAmount(minor, currency))).toBe(fromMinorUnits(minor, currency));
        },
      ),
    );
  });
});
