import { describe, expect, it } from "vitest";
import { todayIn } from "./today-in.ts";

describe("todayIn", () => {
  const instant = new Date("2026-03-10T23:30:00.000Z");

  it("gives the date in the user's zone, not in UTC", () => {
    expect(todayIn("UTC", instant)).toBe("2026-03-10");
    expect(todayIn("Europe/Paris", instant)).toBe("2026-03-11");
    expect(todayIn("Pacific/Auckland", instant)).toBe("2026-03-11");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-03-10");
  });

  it("turns the date at local midnight", () => {
    expect(todayIn("Asia/Tokyo", new Date("2026-03-10T14:59:59.999Z"))).toBe("2026-03-10");
    expect(todayIn("Asia/Tokyo", new Date("2026-03-10T15:00:00.000Z"))).toBe("2026-03-11");
  });
});
