import { describe, expect, it } from "vitest";
import { aUser } from "../../../testing/builders/index.ts";
import { ciiSellerOfProfile } from "./cii-parties.ts";

describe("ciiSellerOfProfile", () => {
  it("names the seller from the profile, without SIREN, SIRET, VAT number nor directory address", () => {
    expect(ciiSellerOfProfile(aUser())).toEqual({
      name: "Atelier Martin",
      legalInformation: null,
      siren: null,
      siret: null,
      vatNumber: null,
      taxRegistration: null,
      contact: { name: "Camille Martin", phone: "+33 1 23 45 67 89", email: "camille@example.fr" },
      address: { lines: ["12 rue des Lilas"], postcode: "75011", city: "Paris", country: "FR" },
      electronicAddress: null,
    });
  });

  it("falls back on the person's name without a company", () => {
    expect(ciiSellerOfProfile(aUser({ companyName: null })).name).toBe("Camille Martin");
  });
});
