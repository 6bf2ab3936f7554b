import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { TimeZone } from "./time-zone.ts";

const decode = Schema.decodeUnknownSync(TimeZone);

describe("TimeZone", () => {
  it("accepts IANA zone names", () => {
    for (const zone of [
      "Europe/Paris",
      "America/Sao_Paulo",
      "Asia/Tokyo",
      "UTC",
      "Etc/GMT+5",
      "America/Argentina/Buenos_Aires",
    ]) {
      expect(decode(zone)).toBe(zone);
    }
  });

  it("refuses unknown names, offsets and blanks", () => {
    for (const zone of ["Europe/Atlantis", "+01:00", "GMT+1 ", "", "Paris"]) {
      expect(() => decode(zone), zone).toThrow("calendar.invalidtimezone");
    }
  });
});
