import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { ReportsQuery } from "./reports-query.ts";

const decode = decodeFields(ReportsQuery);

describe("ReportsQuery", () => {
  it("covers twelve months unless asked", () => {
    expect(decode({})).toEqual({ value: { months: 12 } });
  });

  it("takes 1 to 36 months from the query string", () => {
    expect(decode({ months: "1" })).toEqual({ value: { months: 1 } });
    expect(decode({ months: "36" })).toEqual({ value: { months: 36 } });
  });

  it("refuses a repeated months parameter", () => {
    expect(decode({ months: ["3", "6"] })).toEqual({
      fields: { months: "reports.errors.invalidmonths" },
    });
  });

  it("refuses months that are no whole number from 1 to 36 with reports.errors.invalidmonths", () => {
    for (const months of ["0", "37", "-3", "1.5", "twelve", ""]) {
      expect(decode({ months }), months).toEqual({
        fields: { months: "reports.errors.invalidmonths" },
      });
    }
  });
});
