import { Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencies } from "./currency.ts";
import {
  fromMinorUnits,
  MAX_MINOR_UNITS,
  MinorUnits,
  majorUnitsRule,
  toMinorUnits,
} from "./minor-units.ts";

describe("toMinorUnits", () => {
  it("converts a two-decimal amount to cents and a yen amount to yen", () => {
    expect(toMinorUnits(12.34, "EUR")).toEqual(Result.succeed(1234));
    expect(toMinorUnits(12, "USD")).toEqual(Result.succeed(1200));
    expect(toMinorUnits(1500, "JPY")).toEqual(Result.succeed(1500));
  });

  it("refuses more decimals than the currency has", () => {
    expect(toMinorUnits(12.345, "EUR")).toEqual(Result.fail("money.toomanydecimals"));
    expect(toMinorUnits(100.5, "JPY")).toEqual(Result.fail("money.toomanydecimals"));
  });

  it("refuses an amount beyond fifteen digits of minor units", () => {
    expect(toMinorUnits(10_000_000_000_000, "USD")).toEqual(Result.fail("money.toolarge"));
    expect(toMinorUnits(Number.MAX_SAFE_INTEGER, "JPY")).toEqual(Result.fail("money.toolarge"));
    expect(toMinorUnits(MAX_MINOR_UNITS, "JPY")).toEqual(Result.succeed(MAX_MINOR_UNITS));
  });

  it("round-trips every amount through the API's major units", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_MINOR_UNITS, max: MAX_MINOR_UNITS }),
        fc.constantFrom(...currencies),
        (minor, currency) =>
          Result.getOrThrow(toMinorUnits(fromMinorUnits(minor, currency), currency)) === minor,
      ),
    );
  });
});

describe("majorUnitsRule", () => {
  it("names the problem of an amount for the currency, or nothing", () => {
    expect(majorUnitsRule("EUR")(9.99)).toBeUndefined();
    expect(majorUnitsRule("JPY")(9.9)).toBe("money.toomanydecimals");
  });
});

describe("MinorUnits", () => {
  it("accepts integers within fifteen digits", () => {
    expect(Schema.decodeUnknownSync(MinorUnits)(-1234)).toBe(-1234);
  });

  it("refuses fractions and integers beyond fifteen digits", () => {
    expect(() => Schema.decodeUnknownSync(MinorUnits)(12.5)).toThrow();
    expect(() => Schema.decodeUnknownSync(MinorUnits)(MAX_MINOR_UNITS + 1)).toThrow(
      "money.toolarge",
    );
  });
});
