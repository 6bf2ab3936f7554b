import { describe, expect, it } from "vitest";
import {
  checkCharValue,
  isRepeatedCharacter,
  modulo11Digit,
  weightedSumFromRight,
} from "./check-digits.ts";

describe("checkCharValue", () => {
  it("maps digits to themselves and letters to ASCII − 48", () => {
    expect(checkCharValue("0")).toBe(0);
    expect(checkCharValue("9")).toBe(9);
    expect(checkCharValue("A")).toBe(17);
    expect(checkCharValue("Z")).toBe(42);
  });
});

describe("weightedSumFromRight", () => {
  it("weights 2, 3, … from the right and wraps after the maximum weight", () => {
    // 1×4 + 1×3 + 1×2 with weights wrapping at 3: 1×2 + 1×3 + 1×2
    expect(weightedSumFromRight("111", 3)).toBe(7);
    expect(weightedSumFromRight("111", 9)).toBe(9);
  });
});

describe("modulo11Digit", () => {
  it("is 11 minus the remainder, and 0 for remainders 0 and 1", () => {
    expect(modulo11Digit(22)).toBe(0);
    expect(modulo11Digit(23)).toBe(0);
    expect(modulo11Digit(24)).toBe(9);
    expect(modulo11Digit(32)).toBe(1);
  });
});

describe("isRepeatedCharacter", () => {
  it("is true only for a non-empty run of one character", () => {
    expect(isRepeatedCharacter("0000")).toBe(true);
    expect(isRepeatedCharacter("0001")).toBe(false);
    expect(isRepeatedCharacter("")).toBe(false);
  });
});
