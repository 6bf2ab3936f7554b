import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TaxRate, taxRateTenths } from "./tax-rate.ts";

describe("TaxRate", () => {
  it("accepts 0 to 100 in steps of 0.1", () => {
    for (const rate of [0, 0.1, 2.1, 5.5, 20, 100])
      expect(Schema.decodeUnknownSync(TaxRate)(rate)).toBe(rate);
  });

  it("refuses a rate outside 0 to 100", () => {
    expect(() => Schema.decodeUnknownSync(TaxRate)(-0.1)).toThrow(
      "invoiceform.validation.taxraterange",
    );
    expect(() => Schema.decodeUnknownSync(TaxRate)(100.1)).toThrow(
      "invoiceform.validation.taxraterange",
    );
  });

  it("refuses a second decimal", () => {
    expect(() => Schema.decodeUnknownSync(TaxRate)(5.55)).toThrow(
      "invoiceform.validation.taxratestep",
    );
  });
});

describe("taxRateTenths", () => {
  it("gives every valid rate exactly in tenths of a percent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        (tenths) => taxRateTenths(tenths / 10) === tenths,
      ),
    );
  });

  it("refuses an invalid rate", () => {
    expect(() => taxRateTenths(5.55)).toThrow(RangeError);
    expect(() => taxRateTenths(101)).toThrow(RangeError);
  });
});
