import { describe, expect, it } from "vitest";
import { aBrazilSettings, aClient, aFranceSettings, aUser } from "../../testing/builders/index.ts";
import { buyerParty, sellerParty } from "./document-party.ts";
import { invoiceLabels } from "./invoice-label-catalogue.ts";

const fr = invoiceLabels("fr");
const en = invoiceLabels("en");

describe("sellerParty", () => {
  it("prints a French seller's legal name, address, SIREN, SIRET and VAT number", () => {
    const party = sellerParty({
      profile: aUser(),
      jurisdiction: "france",
      france: aFranceSettings(),
      brazil: null,
      siret: "55208131700018",
      vatNumber: "FR03552081317",
      labels: fr,
      locale: "fr-FR",
    });
    expect(party).toEqual({
      name: "Atelier Martin SARL",
      lines: [
        "12 rue des Lilas",
        "75011 Paris",
        "France",
        "E-mail\u00a0: camille@example.fr",
        "Tél.\u00a0: +33 1 23 45 67 89",
      ],
      identifiers: [
        { label: "SIREN", value: "552 081 317" },
        { label: "SIRET", value: "552 081 317 00018" },
        { label: "N° TVA intracom.", value: "FR03552081317" },
      ],
    });
  });

  it("names the settings' country in the document's language", () => {
    const party = sellerParty({
      profile: aUser(),
      jurisdiction: "france",
      france: aFranceSettings({ country: "Germany", postalCode: "10115", city: "Berlin" }),
      brazil: null,
      siret: "55208131700018",
      vatNumber: null,
      labels: fr,
      locale: "fr-FR",
    });
    expect(party.lines).toContain("Allemagne");
  });

  it("prints a Brazilian seller's CNPJ, CPF and structured address", () => {
    const party = sellerParty({
      profile: aUser(),
      jurisdiction: "brazil",
      france: null,
      brazil: aBrazilSettings(),
      siret: null,
      vatNumber: null,
      labels: en,
      locale: "en-US",
    });
    expect(party.name).toBe("Serviços Digitais Ltda.");
    expect(party.lines.slice(0, 4)).toEqual([
      "Avenida Paulista, 1000",
      "Bela Vista",
      "01310-100 São Paulo - SP",
      "Brazil",
    ]);
    expect(party.identifiers).toEqual([
      { label: "CNPJ", value: "11.222.333/0001-81" },
      { label: "CPF", value: "123.456.789-09" },
    ]);
  });

  it("falls back on the profile's company, contact name and address", () => {
    const party = sellerParty({
      profile: aUser(),
      jurisdiction: null,
      france: null,
      brazil: null,
      siret: null,
      vatNumber: null,
      labels: en,
      locale: "en-US",
    });
    expect(party).toEqual({
      name: "Atelier Martin",
      lines: [
        "Camille Martin",
        "12 rue des Lilas",
        "75011 Paris",
        "Email: camille@example.fr",
        "Phone: +33 1 23 45 67 89",
      ],
      identifiers: [],
    });
  });

  it("is named after the person when the profile has no company", () => {
    const party = sellerParty({
      profile: aUser({ companyName: null }),
      jurisdiction: null,
      france: null,
      brazil: null,
      siret: null,
      vatNumber: null,
      labels: en,
      locale: "en-US",
    });
    expect(party.name).toBe("Camille Martin");
    expect(party.lines[0]).toBe("12 rue des Lilas");
  });
});

describe("buyerParty", () => {
  it("prints the client's company, the person, the address and the SIREN the law asks for", () => {
    const party = buyerParty(aClient({ siret: "73282932000017", vatNumber: "FR44732829320" }), fr);
    expect(party.name).toBe("Façades SA");
    expect(party.lines).toEqual([
      "Hélène Dubois",
      "8 avenue de l'Opéra",
      "75001 Paris",
      "E-mail\u00a0: helene@example.fr",
    ]);
    expect(party.identifiers).toEqual([
      { label: "SIREN", value: "732 829 320" },
      { label: "SIRET", value: "732 829 320 00017" },
      { label: "N° TVA intracom.", value: "FR44732829320" },
    ]);
  });

  it("folds an address of more than six lines into the sixth", () => {
    const address = Array.from({ length: 9 }, (_, line) => `line ${line + 1}`).join("\n");
    const party = buyerParty(aClient({ company: null, address }), en);
    expect(party.lines.slice(0, 6)).toEqual([
      "line 1",
      "line 2",
      "line 3",
      "line 4",
      "line 5",
      "line 6, line 7, line 8, line 9",
    ]);
  });

  it("prefers a Brazilian client's structured address and prints its CNPJ", () => {
    const party = buyerParty(
      aClient({
        company: null,
        name: "João Silva",
        cnpj: "11222333000181",
        street: "Rua Augusta",
        number: "500",
        district: "Consolação",
        municipalityName: "São Paulo",
        municipalityCode: "3550308",
        uf: "SP",
        cep: "01305000",
      }),
      en,
    );
    expect(party.name).toBe("João Silva");
    expect(party.lines.slice(0, 3)).toEqual([
      "Rua Augusta, 500",
      "Consolação",
      "01305-000 São Paulo - SP",
    ]);
    expect(party.identifiers).toEqual([{ label: "CNPJ", value: "11.222.333/0001-81" }]);
  });
});
