import { describe, expect, it } from "vitest";
import { ciiAmount, ciiDate, ciiPercent, xmlText } from "./cii-values.ts";

describe("ciiAmount", () => {
  it.each([
    [1234, 2, "12.34"],
    [5, 2, "0.05"],
    [-5, 2, "-0.05"],
    [0, 2, "0.00"],
    [99_999_999_999_999, 2, "999999999999.99"],
    [1234, 0, "1234"],
  ])("writes %i minor units of %i decimals as %s", (minor, decimals, written) => {
    expect(ciiAmount(minor, decimals)).toBe(written);
  });
});

describe("ciiPercent and ciiDate", () => {
  it("writes rates without trailing zeros, as BR-FR-16 lists them", () => {
    expect([20, 10, 5.5, 2.1, 0].map(ciiPercent)).toEqual(["20", "10", "5.5", "2.1", "0"]);
  });

  it("writes dates in format 102", () => {
    expect(ciiDate("2026-11-20")).toBe("20261120");
  });
});

describe("xmlText", () => {
  it("drops the control characters XML 1.0 cannot carry and keeps tabs, newlines and all scripts", () => {
    expect(xmlText("a\u0000b\u0007c\td\ne\u{1F600}é漢")).toBe("abc\td\ne\u{1F600}é漢");
  });

  it("drops lone surrogates", () => {
    expect(xmlText("x\uD800y")).toBe("xy");
  });
});
