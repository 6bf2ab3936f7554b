import { describe, expect, it } from "vitest";
import { aBrazilSettings, aFranceSettings } from "../../testing/builders/index.ts";
import { invoiceLabels } from "./invoice-label-catalogue.ts";
import { type LegalMentionsInput, legalMentions } from "./legal-mentions.ts";

const fr = invoiceLabels("fr");
const french = (fields: Partial<LegalMentionsInput>): ReadonlyArray<string> =>
  legalMentions({
    jurisdiction: "france",
    france: aFranceSettings(),
    brazil: null,
    vatNumber: "FR03552081317",
    taxAmount: 2000,
    labels: fr,
    ...fields,
  });

describe("legalMentions", () => {
  it("gives a French seller the late-payment penalties, the €40 fee and the discount terms", () => {
    expect(french({})).toEqual([
      fr.legalLatePenalties,
      fr.legalRecoveryFee,
      fr.legalNoEarlyPaymentDiscount,
    ]);
  });

  it("adds the art. 293 B exemption for a seller without VAT number charging no VAT", () => {
    expect(french({ vatNumber: null, taxAmount: 0 })[0]).toBe(
      "TVA non applicable, art. 293 B du CGI.",
    );
  });

  it("does not claim the exemption on an invoice that charges VAT", () => {
    expect(french({ vatNumber: null, taxAmount: 500 })).not.toContain(fr.legalVatFranchise);
  });

  it("writes the mentions in the document's language", () => {
    expect(french({ labels: invoiceLabels("en") })[1]).toContain("€40");
  });

  it("asks nothing French of a seller established in another country", () => {
    expect(
      french({ france: aFranceSettings({ country: "Germany", postalCode: "10115" }) }),
    ).toEqual([]);
  });

  it("tells a Brazilian seller's client that the NF-e is the fiscal document", () => {
    const mentions = legalMentions({
      jurisdiction: "brazil",
      france: null,
      brazil: aBrazilSettings(),
      vatNumber: null,
      taxAmount: 0,
      labels: fr,
    });
    expect(mentions).toEqual([fr.legalNotFiscalDocument]);
  });

  it("has none for a seller without settings", () => {
    expect(french({ jurisdiction: null, france: null })).toEqual([]);
  });
});
