import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoCurrencyDecimals, minorUnitsOfDecimal } from "./decimal-amount.ts";

describe("minorUnitsOfDecimal", () => {
  it("reads an amount in the minor units of its currency", () => {
    expect(minorUnitsOfDecimal("1234.5", "EUR")).toBe(123450);
    expect(minorUnitsOfDecimal("-0.10", "DKK")).toBe(-10);
    expect(minorUnitsOfDecimal("1500", "JPY")).toBe(1500);
    expect(minorUnitsOfDecimal("1.234", "KWD")).toBe(1234);
  });

  it("rounds half away from zero past the currency's decimals", () => {
    expect(minorUnitsOfDecimal("0.125", "EUR")).toBe(13);
    expect(minorUnitsOfDecimal("-0.125", "EUR")).toBe(-13);
    expect(minorUnitsOfDecimal("0.124", "EUR")).toBe(12);
  });

  it("refuses text that is not a decimal and amounts beyond fifteen digits", () => {
    for (const text of ["", "1,5", "1e3", "abc", "1.2.3"]) {
      expect(minorUnitsOfDecimal(text, "EUR")).toBeUndefined();
    }
    expect(minorUnitsOfDecimal("99999999999999999", "EUR")).toBeUndefined();
  });

  it("gives back the minor units any amount was written from", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }),
        fc.constantFrom("EUR", "JPY", "KWD"),
        (minor, currency) => {
          const decimals = isoCurrencyDecimals(currency);
          const magnitude = Math.abs(minor)
            .toString()
            .padStart(decimals + 1, "0");
          const written =
            decimals === 0
              ? magnitude
              : `${magnitude.slice(0, -decimals)}.${magnitude.slice(-decimals)}`;
          const text = `${minor < 0 ? "-" : ""}${written}`;
          expect(minorUnitsOfDecimal(text, currency)).toBe(minor);
        },
      ),
    );
  });
});
