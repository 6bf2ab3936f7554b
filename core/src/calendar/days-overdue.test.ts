import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./date-arithmetic.ts";
import { daysOverdue } from "./days-overdue.ts";

describe("daysOverdue", () => {
  it("counts whole days since the due date", () => {
    expect(daysOverdue("2026-03-09", "2026-03-10")).toBe(1);
    expect(daysOverdue("2026-02-28", "2026-03-10")).toBe(10);
  });

  it("is zero on the due date and before it", () => {
    expect(daysOverdue("2026-03-10", "2026-03-10")).toBe(0);
    expect(daysOverdue("2026-04-10", "2026-03-10")).toBe(0);
  });

  it("grows by one each day after the due date", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        (n) => daysOverdue("2026-01-15", addDays("2026-01-15", n)) === n,
      ),
    );
  });
});
