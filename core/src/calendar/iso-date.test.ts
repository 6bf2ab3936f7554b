import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromEpochDay, IsoDate, toEpochDay } from "./iso-date.ts";

const decode = Schema.decodeUnknownSync(IsoDate);

describe("IsoDate", () => {
  it("accepts real calendar dates, leap days included", () => {
    for (const date of ["2026-03-31", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"]) {
      expect(decode(date)).toBe(date);
    }
  });

  it("refuses dates that do not exist", () => {
    for (const date of [
      "2026-02-30",
      "2026-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "0000-01-01",
    ]) {
      expect(() => decode(date), date).toThrow("calendar.invaliddate");
    }
  });

  it("refuses other formats", () => {
    for (const date of ["2026-3-31", "31/03/2026", "2026-03-31T00:00:00Z", " 2026-03-31", ""]) {
      expect(() => decode(date), date).toThrow("calendar.invaliddate");
    }
  });
});

describe("epoch days", () => {
  it("counts days from 1970-01-01", () => {
    expect(toEpochDay("1970-01-01")).toBe(0);
    expect(toEpochDay("1970-01-02")).toBe(1);
    expect(fromEpochDay(-1)).toBe("1969-12-31");
  });

  it("pads years below 1000", () => {
    expect(fromEpochDay(toEpochDay("0099-03-01"))).toBe("0099-03-01");
  });

  it("round-trips every day of years 1 to 9999", () => {
    const first = toEpochDay("0001-01-01");
    const last = toEpochDay("9999-12-31");
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), (day) => {
        const date = fromEpochDay(day);
        return Schema.is(IsoDate)(date) && toEpochDay(date) === day;
      }),
    );
  });

  it("refuses a day outside the years 1 to 9999", () => {
    expect(() => fromEpochDay(toEpochDay("9999-12-31") + 1)).toThrow(RangeError);
  });
});
