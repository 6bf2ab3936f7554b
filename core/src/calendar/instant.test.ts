import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Instant } from "./instant.ts";

const decode = Schema.decodeUnknownSync(Instant);

describe("Instant", () => {
  it("accepts ISO 8601 instants in UTC", () => {
    for (const value of [
      "2026-03-31T09:30:00.000Z",
      "2026-03-31T09:30:00Z",
      new Date(0).toISOString(),
    ]) {
      expect(decode(value)).toBe(value);
    }
  });

  it("refuses local times, offsets and impossible dates or times", () => {
    for (const value of [
      "2026-03-31T09:30:00",
      "2026-03-31T09:30:00+01:00",
      "2026-02-30T00:00:00Z",
      "2026-03-31T24:00:00Z",
      "2026-03-31",
    ]) {
      expect(() => decode(value), value).toThrow("calendar.invalidinstant");
    }
  });
});
