import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toScaledInteger } from "./scaled-integer.ts";

describe("toScaledInteger", () => {
  it("scales a decimal exactly where float multiplication would not", () => {
    expect(1.005 * 1000).not.toBe(1005);
    expect(toScaledInteger(1.005, 3)).toBe(1005);
    expect(toScaledInteger(19.99, 2)).toBe(1999);
    expect(toScaledInteger(0.1, 2)).toBe(10);
  });

  it("scales whole numbers and negative amounts", () => {
    expect(toScaledInteger(42, 2)).toBe(4200);
    expect(toScaledInteger(7, 0)).toBe(7);
    expect(toScaledInteger(-12.5, 2)).toBe(-1250);
  });

  it("refuses more decimals than the scale allows", () => {
    expect(toScaledInteger(12.345, 2)).toBeUndefined();
    expect(toScaledInteger(0.5, 0)).toBeUndefined();
    expect(toScaledInteger(0.1 + 0.2, 2)).toBeUndefined();
    expect(toScaledInteger(1e-7, 2)).toBeUndefined();
  });

  it("refuses non-finite numbers", () => {
    expect(toScaledInteger(Number.NaN, 2)).toBeUndefined();
    expect(toScaledInteger(Number.POSITIVE_INFINITY, 2)).toBeUndefined();
  });

  it("inverts division by a power of ten for every fifteen-digit integer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }),
        fc.integer({ min: 0, max: 3 }),
        (n, scale) => toScaledInteger(n / 10 ** scale, scale) === n,
      ),
    );
  });
});
