import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./date-arithmetic.ts";
import { fromEpochDay, toEpochDay } from "./iso-date.ts";

const date = fc
  .integer({ min: toEpochDay("1900-01-01"), max: toEpochDay("2200-12-31") })
  .map(fromEpochDay);
const days = fc.integer({ min: -20000, max: 20000 });

describe("addDays", () => {
  it("crosses month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("is additive", () => {
    fc.assert(
      fc.property(date, days, days, (d, a, b) => addDays(addDays(d, a), b) === addDays(d, a + b)),
    );
  });
});

describe("daysBetween", () => {
  it("undoes addDays", () => {
    fc.assert(fc.property(date, days, (d, n) => daysBetween(d, addDays(d, n)) === n));
  });

  it("is negative when the second date is earlier", () => {
    expect(daysBetween("2026-03-10", "2026-03-01")).toBe(-9);
  });
});
