import { describe, expect, it } from "vitest";
import { defaultInvoiceDates } from "./invoice-dates.ts";

describe("defaultInvoiceDates", () => {
  it("issues today and makes the invoice due 30 days later", () => {
    expect(defaultInvoiceDates("2026-03-10")).toEqual({
      issueDate: "2026-03-10",
      dueDate: "2026-04-09",
    });
  });
});
