import { describe, expect, it } from "vitest";
import { newRecurringForm, recurringRequestOf } from "./recurring-form-values.ts";

describe("recurringRequestOf", () => {
  it("sends the end the form chose, and no e-mail method for 'none'", () => {
    const form = { ...newRecurringForm("EUR", "2026-12-01"), clientId: "c1" };
    expect(recurringRequestOf(form)).toMatchObject({ endDate: null, count: null, day: 1 });
    expect(recurringRequestOf({ ...form, ends: "count", count: "6" })).toMatchObject({
      endDate: null,
      count: 6,
    });
    expect(
      recurringRequestOf({ ...form, ends: "date", endDate: "2027-06-30", emailMethod: "none" }),
    ).toMatchObject({ endDate: "2027-06-30", count: null, emailMethod: null });
  });

  it("turns typed lines into numbers, an empty one into a number the server refuses", () => {
    const line = { description: "Hosting", quantity: "2", unitPrice: "19.5", taxRate: "20" };
    const form = { ...newRecurringForm("EUR", "2026-12-01"), lines: [line] };
    expect(recurringRequestOf(form).items).toEqual([
      { description: "Hosting", quantity: 2, unitPrice: 19.5, taxRate: 20 },
    ]);
    const empty = recurringRequestOf({ ...form, lines: [{ ...line, unitPrice: "" }] });
    expect(Number.isNaN(empty.items[0]?.unitPrice)).toBe(true);
  });
});
