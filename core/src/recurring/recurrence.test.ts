import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date-arithmetic.ts";
import { fromEpochDay, toEpochDay } from "../calendar/iso-date.ts";
import {
  dueOccurrences,
  Frequency,
  occurrenceDate,
  type RecurrenceRule,
  unboundedOccurrence,
} from "./recurrence.ts";

const rule = (fields: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  frequency: "monthly",
  day: 1,
  startDate: "2026-01-01",
  endDate: null,
  count: null,
  ...fields,
});

const dates = (given: RecurrenceRule, n: number) =>
  Array.from({ length: n }, (_, index) => occurrenceDate(given, index));

const ruleArbitrary = fc
  .record({
    frequency: fc.constantFrom(...Frequency.literals),
    day: fc.integer({ min: 1, max: 31 }),
    start: fc.integer({ min: toEpochDay("1990-01-01"), max: toEpochDay("2090-12-31") }),
    endAfter: fc.option(fc.integer({ min: 0, max: 3000 })),
    count: fc.option(fc.integer({ min: 1, max: 40 })),
  })
  .map(
    ({ frequency, day, start, endAfter, count }): RecurrenceRule => ({
      frequency,
      day: frequency === "weekly" ? ((day - 1) % 7) + 1 : day,
      startDate: fromEpochDay(start),
      endDate: endAfter === null ? null : fromEpochDay(start + endAfter),
      count,
    }),
  );

describe("occurrenceDate", () => {
  it("clamps a day past the month's end to its last day, leap years included", () => {
    expect(dates(rule({ day: 31 }), 4)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
    expect(dates(rule({ day: 29, startDate: "2028-01-30" }), 2)).toEqual([
      "2028-02-29",
      "2028-03-29",
    ]);
    expect(dates(rule({ frequency: "yearly", day: 29, startDate: "2024-02-01" }), 3)).toEqual([
      "2024-02-29",
      "2025-02-28",
      "2026-02-28",
    ]);
  });

  it("starts on the first matching day on or after the start date", () => {
    expect(occurrenceDate(rule({ day: 15, startDate: "2026-01-20" }), 0)).toBe("2026-02-15");
    expect(occurrenceDate(rule({ day: 15, startDate: "2026-01-15" }), 0)).toBe("2026-01-15");
    // 2026-01-01 is a Thursday: the first Monday on or after it is the 5th.
    expect(dates(rule({ frequency: "weekly", day: 1 }), 2)).toEqual(["2026-01-05", "2026-01-12"]);
    expect(dates(rule({ frequency: "quarterly", day: 10 }), 3)).toEqual([
      "2026-01-10",
      "2026-04-10",
      "2026-07-10",
    ]);
  });

  it("stops after the count and past the end date", () => {
    expect(dates(rule({ count: 2 }), 3)).toEqual(["2026-01-01", "2026-02-01", null]);
    expect(dates(rule({ endDate: "2026-02-28" }), 3)).toEqual(["2026-01-01", "2026-02-01", null]);
  });

  it("is strictly increasing, so no date comes twice, and never before the start", () => {
    fc.assert(
      fc.property(ruleArbitrary, (given) => {
        const list = dates({ ...given, endDate: null, count: null }, 30) as string[];
        expect(list[0] !== undefined && list[0] >= given.startDate).toBe(true);
        for (let index = 1; index < list.length; index += 1) {
          expect((list[index] as string) > (list[index - 1] as string)).toBe(true);
        }
        expect(new Set(list).size).toBe(list.length);
      }),
    );
  });

  it("respects the end date and the count: nothing after either, nothing missing before", () => {
    fc.assert(
      fc.property(ruleArbitrary, (given) => {
        const list = dates(given, 60);
        const issued = list.filter((date) => date !== null);
        // Once null, always null.
        expect(list.slice(issued.length).every((date) => date === null)).toBe(true);
        if (given.count !== null) expect(issued.length).toBeLessThanOrEqual(given.count);
        const end = given.endDate;
        if (end !== null) expect(issued.every((date) => date <= end)).toBe(true);
        const next = unboundedOccurrence(given, issued.length);
        const stoppedByCount = given.count !== null && issued.length === given.count;
        const stoppedByEnd = end !== null && next > end;
        expect(issued.length === 60 || stoppedByCount || stoppedByEnd).toBe(true);
      }),
    );
  });

  it("lands on the rule's day: the weekday, or the day of month clamped to the month's end", () => {
    fc.assert(
      fc.property(ruleArbitrary, fc.integer({ min: 0, max: 40 }), (given, index) => {
        const date = unboundedOccurrence(given, index);
        if (given.frequency === "weekly") {
          expect(((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1).toBe(given.day);
          return;
        }
        const dayOfMonth = Number(date.slice(8));
        const firstOfNextMonth = `${addDays(`${date.slice(0, 8)}01`, 31).slice(0, 8)}01`;
        const lastOfMonth = Number(addDays(firstOfNextMonth, -1).slice(8));
        expect(dayOfMonth).toBe(Math.min(given.day, lastOfMonth));
      }),
    );
  });
});

describe("dueOccurrences", () => {
  it("lists the occurrences not yet handled up to today, each once, in order", () => {
    fc.assert(
      fc.property(
        ruleArbitrary,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 800 }),
        (given, fromIndex, daysAfterStart) => {
          const today = addDays(given.startDate, daysAfterStart);
          const due = dueOccurrences(given, fromIndex, today);
          expect(due.map(({ index }) => index)).toEqual(
            due.map((_, position) => fromIndex + position),
          );
          expect(due.every(({ index, date }) => occurrenceDate(given, index) === date)).toBe(true);
          expect(due.every(({ date }) => date <= today)).toBe(true);
          const next = occurrenceDate(given, fromIndex + due.length);
          expect(next === null || next > today).toBe(true);
        },
      ),
    );
  });
});
