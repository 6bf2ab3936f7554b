import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { divideRounded, toSafeNumber } from "./rounding.ts";

describe("divideRounded", () => {
  it("rounds halves away from zero", () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(2500n, 1000n)).toBe(3n);
  });

  it("rounds other fractions to the nearest integer", () => {
    expect(divideRounded(1n, 3n)).toBe(0n);
    expect(divideRounded(2n, 3n)).toBe(1n);
    expect(divideRounded(-2n, 3n)).toBe(-1n);
    expect(divideRounded(6n, 3n)).toBe(2n);
  });

  it("refuses a zero denominator", () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it("is within half a unit of the exact quotient, and symmetric in sign", () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 20n }), (n, d) => {
        const q = divideRounded(n, d);
        const error = 2n * (n - q * d);
        const withinHalf = error <= d && error >= -d;
        const halvesAway = error === d ? n < 0n : error === -d ? n > 0n : true;
        return withinHalf && halvesAway && divideRounded(-n, d) === -q;
      }),
    );
  });
});

describe("toSafeNumber", () => {
  it("converts a safe bigint and refuses a larger one", () => {
    expect(toSafeNumber(42n)).toBe(42);
    expect(() => toSafeNumber(2n ** 53n)).toThrow(RangeError);
  });
});
