import { describe, expect, it } from "vitest";
import { aFranceSettings } from "../../testing/builders/index.ts";
import { missingFranceMentions } from "./missing-france-mentions.ts";

describe("missingFranceMentions", () => {
  it("names every identity mention of a seller without settings", () => {
    expect(missingFranceMentions(null)).toEqual([
      "siret",
      "vatNumber",
      "legalForm",
      "registry",
      "address",
    ]);
  });

  it("asks a company for its legal form and register, not a sole trader under the franchise", () => {
    expect(missingFranceMentions(aFranceSettings())).toEqual(["legalForm", "registry"]);
    expect(
      missingFranceMentions(
        aFranceSettings({ vatNumber: null, soleTrader: true, vatFranchise: true }),
      ),
    ).toEqual([]);
    expect(
      missingFranceMentions(aFranceSettings({ legalForm: "SAS", registry: "RCS", city: null })),
    ).toEqual(["address"]);
  });
});
