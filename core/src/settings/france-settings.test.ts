import { describe, expect, it } from "vitest";
import { frenchVatNumberFromSiren } from "../france/vat-number.ts";
import { decodeFields } from "../validation/decode-fields.ts";
import { FranceSettings } from "./france-settings.ts";
import { FranceSettingsRequest } from "./settings-envelopes.ts";
import { FRENCH_VAT_RATES } from "./vat-rate-option.ts";

const decode = decodeFields(FranceSettings);
const SIRET = "73282932000074";
const VAT = frenchVatNumberFromSiren("732829320");

describe("FranceSettings", () => {
  it("needs SIRET and company name, and defaults the rest", () => {
    expect(decode({ siret: "732 829 320 00074", companyName: "Atelier" })).toEqual({
      value: {
        siret: SIRET,
        vatNumber: null,
        companyName: "Atelier",
        address: null,
        city: null,
        postalCode: null,
        country: "France",
        autoSendToPlatform: false,
        defaultVATRate: 0.2,
        legalForm: null,
        shareCapital: null,
        registry: null,
        registryCity: null,
        soleTrader: false,
        vatFranchise: false,
        vatOnDebits: false,
      },
    });
  });
  it("keeps a VAT number of the same company and a French postal code", () => {
    const body = {
      siret: SIRET,
      vatNumber: VAT,
      companyName: "Atelier",
      postalCode: "75002",
      country: "France",
      autoSendToPlatform: true,
      defaultVATRate: 0.055,
    };
    expect(decode(body)).toMatchObject({ value: body });
  });
  it("leaves the postal code of another country unchecked", () => {
    expect(
      decode({ siret: SIRET, companyName: "A", country: "Other", postalCode: "SW1A 1AA" }),
    ).toMatchObject({ value: { postalCode: "SW1A 1AA" } });
  });
  it.each([
    [{ siret: "" }, "siret", "francesettings.siretrequired"],
    [{ siret: "123" }, "siret", "france.siret.mustbe14digits"],
    [{ companyName: " " }, "companyName", "francesettings.companynamerequired"],
    [{ vatNumber: "FR1" }, "vatNumber", "france.vatnumber.invalidformat"],
    [
      { vatNumber: frenchVatNumberFromSiren("552100554") },
      "vatNumber",
      "francesettings.vatnumbersirenmismatch",
    ],
    [{ postalCode: "7500" }, "postalCode", "france.postalcode.mustbe5digits"],
    [{ country: "Belgium" }, "country", "francesettings.invalidcountry"],
    [{ defaultVATRate: 20 }, "defaultVATRate", "francesettings.invalidvatrate"],
    [{ defaultVATRate: -0.1 }, "defaultVATRate", "francesettings.invalidvatrate"],
  ])("refuses %j at %s with %s", (change, field, key) => {
    expect(decode({ siret: SIRET, companyName: "Atelier", ...change })).toEqual({
      fields: { [field]: key },
    });
  });
  it("comes wrapped in { settings } in a save request", () => {
    expect(decodeFields(FranceSettingsRequest)({})).toEqual({
      fields: { settings: "settings.errors.missing" },
    });
    expect(decodeFields(FranceSettingsRequest)({ settings: { companyName: "A" } })).toEqual({
      fields: { "settings.siret": "francesettings.siretrequired" },
    });
  });
});

describe("FRENCH_VAT_RATES", () => {
  it("lists 20, 10, 5.5, 2.1 and 0 per cent, each a valid default rate", () => {
    expect(FRENCH_VAT_RATES.map((option) => option.rate)).toEqual([0.2, 0.1, 0.055, 0.021, 0]);
    for (const { rate } of FRENCH_VAT_RATES) {
      expect(decode({ siret: SIRET, companyName: "A", defaultVATRate: rate })).toMatchObject({
        value: { defaultVATRate: rate },
      });
    }
  });
});
