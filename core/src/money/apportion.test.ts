import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportion } from "./apportion.ts";

describe("apportion", () => {
  it("gives the leftover unit to the largest remainder, then the earlier part", () => {
    expect(apportion(55n, [333n, 333n, 333n])).toEqual([19n, 18n, 18n]);
    expect(apportion(10n, [1n, 2n])).toEqual([3n, 7n]);
  });

  it("gives nothing to a zero weight and nothing at all over zero weights", () => {
    expect(apportion(5n, [0n, 4n])).toEqual([0n, 5n]);
    expect(apportion(0n, [0n, 0n])).toEqual([0n, 0n]);
    expect(() => apportion(1n, [0n])).toThrow(RangeError);
  });

  it("adds up to the amount, each part within one unit of its exact share", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const parts = apportion(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0n);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(amount);
          parts.forEach((part, index) => {
            const exact = amount * (weights[index] ?? 0n);
            expect(part * total <= exact + total && part * total >= exact - total).toBe(true);
          });
        },
      ),
    );
  });
});
