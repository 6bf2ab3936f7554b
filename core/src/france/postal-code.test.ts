import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { FrenchPostalCode, frenchPostalCodeRule, isValidFrenchPostalCode } from "./postal-code.ts";

describe("frenchPostalCodeRule", () => {
  it("accepts 5 digits, leading zeros included", () => {
    expect(frenchPostalCodeRule("75001")).toBeUndefined();
    expect(isValidFrenchPostalCode("01000")).toBe(true);
  });

  it("refuses other lengths, spaces and letters", () => {
    for (const value of ["7500", "750011", "75 001", "2A004", ""]) {
      expect(frenchPostalCodeRule(value)).toBe("france.postalcode.mustbe5digits");
    }
  });
});

describe("FrenchPostalCode schema", () => {
  it("decodes a valid code and reports the i18n key otherwise", () => {
    expect(Schema.decodeUnknownSync(FrenchPostalCode)("75001")).toBe("75001");
    expect(() => Schema.decodeUnknownSync(FrenchPostalCode)("7500")).toThrow(
      "france.postalcode.mustbe5digits",
    );
  });
});
