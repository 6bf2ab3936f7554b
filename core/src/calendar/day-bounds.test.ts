import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayBoundsIn } from "./day-bounds.ts";
import { fromEpochDay, toEpochDay } from "./iso-date.ts";
import { todayIn } from "./today-in.ts";

describe("dayBoundsIn", () => {
  it("gives a day of 24 hours in a zone without a clock change", () => {
    expect(dayBoundsIn("Asia/Tokyo", "2026-03-10")).toEqual({
      start: "2026-03-09T15:00:00.000Z",
      end: "2026-03-10T15:00:00.000Z",
    });
  });

  it("gives the 23-hour day of a spring clock change", () => {
    expect(dayBoundsIn("Europe/Paris", "2026-03-29")).toEqual({
      start: "2026-03-28T23:00:00.000Z",
      end: "2026-03-29T22:00:00.000Z",
    });
  });

  it("starts a day at 01:00 where the clock skips midnight", () => {
    expect(dayBoundsIn("America/Havana", "2026-03-08").start).toBe("2026-03-08T05:00:00.000Z");
  });

  it("contains exactly the instants whose local date is that day", () => {
    const zone = fc.constantFrom(
      "Europe/Paris",
      "America/New_York",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "UTC",
    );
    const day = fc
      .integer({ min: toEpochDay("2020-01-01"), max: toEpochDay("2030-12-31") })
      .map(fromEpochDay);
    fc.assert(
      fc.property(zone, day, (z, d) => {
        const { start, end } = dayBoundsIn(z, d);
        const first = new Date(start);
        const last = new Date(Date.parse(end) - 1);
        return (
          todayIn(z, first) === d &&
          todayIn(z, last) === d &&
          todayIn(z, new Date(first.getTime() - 1)) < d &&
          todayIn(z, new Date(end)) > d
        );
      }),
      { numRuns: 50 },
    );
  });
});
