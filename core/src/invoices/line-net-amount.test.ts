import { describe, expect, it } from "vitest";
import { lineNetAmount } from "./line-net-amount.ts";

describe("lineNetAmount", () => {
  it("multiplies a whole quantity by a unit price in minor units", () => {
    expect(lineNetAmount(3, 1999)).toBe(5997);
    expect(lineNetAmount(5, 0)).toBe(0);
  });

  it("refuses a product that is not an exact integer", () => {
    expect(() => lineNetAmount(1.5, 3)).toThrow(RangeError);
    expect(() => lineNetAmount(2 ** 30, 2 ** 30)).toThrow(RangeError);
  });
});
