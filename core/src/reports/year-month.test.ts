import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date-arithmetic.ts";
import { addMonths, firstDayOf, monthOfDate, yearMonthRule } from "./year-month.ts";

const month = fc
  .record({ year: fc.integer({ min: 1900, max: 2200 }), number: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, number }) => `${year}-${String(number).padStart(2, "0")}`);

describe("YearMonth", () => {
  it("accepts YYYY-MM months and refuses anything else with calendar.invalidmonth", () => {
    for (const valid of ["2026-01", "2026-12", "0001-06", "9999-12"]) {
      expect(yearMonthRule(valid), valid).toBeUndefined();
    }
    for (const invalid of ["2026-13", "2026-00", "2026-1", "26-01", "0000-01", "2026-01-01", ""]) {
      expect(yearMonthRule(invalid), invalid).toBe("calendar.invalidmonth");
    }
  });

  it("moves across year ends both ways", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2026-03", -35)).toBe("2023-04");
    expect(addMonths("2026-03", 0)).toBe("2026-03");
  });

  it("refuses to leave the years 1 to 9999", () => {
    expect(() => addMonths("0001-01", -1)).toThrow(RangeError);
    expect(() => addMonths("9999-12", 1)).toThrow(RangeError);
  });

  it("undoes a move by the opposite move, and a month's day before its first is the month before", () => {
    fc.assert(
      fc.property(month, fc.integer({ min: -600, max: 600 }), (start, count) => {
        expect(addMonths(addMonths(start, count), -count)).toBe(start);
        expect(yearMonthRule(addMonths(start, count))).toBeUndefined();
        expect(monthOfDate(addDays(firstDayOf(start), -1))).toBe(addMonths(start, -1));
        expect(monthOfDate(firstDayOf(start))).toBe(start);
      }),
    );
  });
});
