import { describe, expect, it } from "vitest";
import { vatCategoryProblems } from "./vat-category.ts";

const line = (
  vatCategory: "S" | "E" | "AE" | null,
  taxRate: number,
  reason: string | null = null,
) => vatCategoryProblems({ vatCategory, taxRate, vatExemptionReason: reason });

describe("vatCategoryProblems", () => {
  it("takes a line without a category as it is", () => {
    expect(line(null, 0)).toEqual({});
  });

  it("asks a rate above 0 of S and a rate of 0 of every other category", () => {
    expect(line("S", 0)).toEqual({ taxRate: "vat.category.needsrate" });
    expect(line("AE", 20)).toEqual({ taxRate: "vat.category.zerorate" });
    expect(line("AE", 0)).toEqual({});
  });

  it("asks an exempt line for its reason", () => {
    expect(line("E", 0, " ")).toEqual({ vatExemptionReason: "vat.category.reasonrequired" });
    expect(line("E", 0, "Art. 261-4")).toEqual({});
  });
});
