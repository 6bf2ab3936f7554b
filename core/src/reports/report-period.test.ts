import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date-arithmetic.ts";
import { dayBoundsIn } from "../calendar/day-bounds.ts";
import { todayIn } from "../calendar/today-in.ts";
import { reportPeriod } from "./report-period.ts";
import { firstDayOf } from "./year-month.ts";

describe("reportPeriod", () => {
  it("covers the last months up to today's, each from its first local midnight", () => {
    expect(reportPeriod("Europe/Paris", "2026-03-31", 3)).toEqual({
      from: "2026-01",
      to: "2026-03",
      months: [
        { month: "2026-01", start: "2025-12-31T23:00:00.000Z", end: "2026-01-31T23:00:00.000Z" },
        { month: "2026-02", start: "2026-01-31T23:00:00.000Z", end: "2026-02-28T23:00:00.000Z" },
        // Summer time begins on 29 March: April starts at 22:00 UTC.
        { month: "2026-03", start: "2026-02-28T23:00:00.000Z", end: "2026-03-31T22:00:00.000Z" },
      ],
      firstDay: "2026-01-01",
      endDay: "2026-04-01",
      start: "2025-12-31T23:00:00.000Z",
      end: "2026-03-31T22:00:00.000Z",
      today: "2026-03-31",
    });
  });

  it("is the current month alone for one month", () => {
    const period = reportPeriod("UTC", "2026-12-15", 1);
    expect([period.from, period.to, period.firstDay, period.endDay]).toEqual([
      "2026-12",
      "2026-12",
      "2026-12-01",
      "2027-01-01",
    ]);
  });

  it("gives contiguous months whose instants fall in them in the user's zone", () => {
    // Santiago, Havana and São Paulo (until 2019) move their clocks at midnight: some days there
    // begin at 01:00.
    const zones = [
      "UTC",
      "Europe/Paris",
      "America/Sao_Paulo",
      "America/Santiago",
      "America/Havana",
      "Pacific/Auckland",
      "Asia/Kolkata",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3650 }).map((days) => addDays("2018-01-01", days)),
        fc.integer({ min: 1, max: 36 }),
        (zone, today, count) => {
          const period = reportPeriod(zone, today, count);
          expect(period.months).toHaveLength(count);
          expect(period.months.at(-1)?.month).toBe(today.slice(0, 7));
          expect(period.firstDay).toBe(firstDayOf(period.from));
          expect([period.start, period.end]).toEqual([
            period.months[0]?.start,
            period.months.at(-1)?.end,
          ]);
          period.months.forEach(({ month, start, end }, index) => {
            if (index > 0) expect(start).toBe(period.months[index - 1]?.end);
            expect(start).toBe(dayBoundsIn(zone, firstDayOf(month)).start);
            const first = new Date(start);
            const last = new Date(Date.parse(end) - 1);
            expect(todayIn(zone, first).slice(0, 7)).toBe(month);
            expect(todayIn(zone, last).slice(0, 7)).toBe(month);
            expect(todayIn(zone, new Date(first.getTime() - 1)).slice(0, 7)).not.toBe(month);
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
