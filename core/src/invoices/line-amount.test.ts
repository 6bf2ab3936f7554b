import { describe, expect, it } from "vitest";
import { lineAmount } from "./line-amount.ts";

describe("lineAmount", () => {
  it("multiplies a whole quantity by the unit price exactly", () => {
    expect(lineAmount(3, 1999)).toBe(5997);
    expect(lineAmount(5, 0)).toBe(0);
  });

  it("rounds a decimal quantity's amount to the minor unit, halves away from zero", () => {
    expect(lineAmount(1.5, 33)).toBe(50);
    expect(lineAmount(0.0001, 5000)).toBe(1);
    expect(lineAmount(2.3333, 300)).toBe(700);
    expect(lineAmount(0.25, 2)).toBe(1);
  });

  it("refuses a quantity with more than four decimals or not above zero", () => {
    expect(() => lineAmount(1.00001, 3)).toThrow(RangeError);
    expect(() => lineAmount(0, 3)).toThrow(RangeError);
  });
});
