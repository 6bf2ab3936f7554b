import { describe, expect, it } from "vitest";
import { defaultVatCategory } from "../../vat/vat-category.ts";
import { isFrenchVatRate } from "./french-vat.ts";

describe("isFrenchVatRate", () => {
  it("accepts the French rates and 0 (BR-FR-16)", () => {
    expect([20, 10, 5.5, 2.1, 0, 8.5, 13, 0.9, 19.6].every(isFrenchVatRate)).toBe(true);
  });

  it("refuses rates no French invoice carries", () => {
    expect([19, 7.7, 21, 6, 100].some(isFrenchVatRate)).toBe(false);
  });
});

describe("defaultVatCategory", () => {
  it("is S when VAT is charged, E under the franchise, Z for a zero rate", () => {
    expect(defaultVatCategory(20, false)).toBe("S");
    expect(defaultVatCategory(0, true)).toBe("E");
    expect(defaultVatCategory(0, false)).toBe("Z");
  });
});
