import { describe, expect, it } from "vitest";
import { aBrazilSettings, aFranceSettings } from "../../testing/builders/index.ts";
import { sellerJurisdiction } from "./seller-jurisdiction.ts";

const france = aFranceSettings();
const brazil = aBrazilSettings();

describe("sellerJurisdiction", () => {
  it("has none for a seller without France or Brazil settings", () => {
    expect(sellerJurisdiction("EUR", null, null)).toBeNull();
  });

  it("follows the only settings the seller has", () => {
    expect(sellerJurisdiction("USD", france, null)).toBe("france");
    expect(sellerJurisdiction("USD", null, brazil)).toBe("brazil");
  });

  it("gives a BRL invoice to Brazil and any other to France when the seller has both", () => {
    expect(sellerJurisdiction("BRL", france, brazil)).toBe("brazil");
    expect(sellerJurisdiction("EUR", france, brazil)).toBe("france");
  });
});
