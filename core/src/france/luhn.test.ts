import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLuhnValid, luhnCheckDigit } from "./luhn.ts";

describe("Luhn", () => {
  it("accepts the published SIREN 552081317 and refuses a changed last digit", () => {
    expect(isLuhnValid("552081317")).toBe(true);
    expect(isLuhnValid("552081318")).toBe(false);
  });

  it("computes the key that makes any digit string valid", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/u), (payload) =>
        isLuhnValid(`${payload}${luhnCheckDigit(payload)}`),
      ),
    );
  });
});
