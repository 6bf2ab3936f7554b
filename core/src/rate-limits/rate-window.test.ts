import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { rateWindow } from "./rate-window.ts";

const instants = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});

describe("the public routes' rate window", () => {
  test.prop([instants, fc.integer({ min: 1, max: 3600 })])(
    "starts at or before the instant, on a multiple of its length, and ends after it",
    (at, windowSeconds) => {
      const window = rateWindow(at, windowSeconds);
      expect(window.start.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(window.start.getTime() % (windowSeconds * 1000)).toBe(0);
      expect(window.start.getTime() + windowSeconds * 1000).toBeGreaterThan(at.getTime());
      expect(window.secondsLeft).toBeGreaterThanOrEqual(1);
      expect(window.secondsLeft).toBeLessThanOrEqual(windowSeconds);
    },
  );

  test.prop([instants, fc.integer({ min: 1, max: 3600 }), fc.integer({ min: 0, max: 999 })])(
    "puts two instants of the same window together",
    (at, windowSeconds, offsetMillis) => {
      const start = rateWindow(at, windowSeconds).start;
      const later = new Date(start.getTime() + Math.min(offsetMillis, windowSeconds * 1000 - 1));
      expect(rateWindow(later, windowSeconds).start).toEqual(start);
    },
  );
});
