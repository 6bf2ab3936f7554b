import { describe, expect, it } from "vitest";
import {
  aBrazilSettings,
  aFranceSettings,
  anInvoice,
  aUser,
} from "../../testing/builders/index.ts";
import { invoiceLabels } from "./invoice-label-catalogue.ts";
import { type LegalMentionsInput, legalMentions } from "./legal-mentions.ts";

const fr = invoiceLabels("fr");
const services = `${fr.operationCategory}${fr.separator}${fr.operationServices}`;
const french = (fields: Partial<LegalMentionsInput>): ReadonlyArray<string> =>
  legalMentions({
    jurisdiction: "france",
    france: aFranceSettings(),
    brazil: null,
    profile: aUser({ currency: "USD", language: "en" }),
    vatNumber: "FR03552081317",
    taxAmount: 2000,
    invoice: anInvoice(),
    client: { kind: "company" },
    countryName: (code) => code,
    labels: fr,
    ...fields,
  });

describe("legalMentions", () => {
  it("gives a French seller the operation, the penalties, the €40 fee and the discount terms", () => {
    expect(french({})).toEqual([
      services,
      fr.legalLatePenalties,
      fr.legalRecoveryFee,
      fr.legalNoEarlyPaymentDiscount,
    ]);
  });

  it("leaves the €40 fee out for a private client", () => {
    expect(french({ client: { kind: "individual" } })).not.toContain(fr.legalRecoveryFee);
    expect(french({ client: { kind: "public" } })).toContain(fr.legalRecoveryFee);
  });

  it("adds the art. 293 B exemption for a seller without VAT number charging no VAT", () => {
    const invoice = anInvoice({ items: [{ quantity: 1, unitPrice: 500, taxRate: 0 }] });
    expect(french({ vatNumber: null, taxAmount: 0, invoice })[1]).toBe(
      "TVA non applicable, art. 293 B du CGI.",
    );
  });

  it("does not claim the exemption on an invoice that charges VAT", () => {
    expect(french({ vatNumber: null, taxAmount: 500 })).not.toContain(fr.legalVatFranchise);
  });

  it("prints each category's mention once, the option for debits and the delivery address", () => {
    const invoice = anInvoice({
      operationCategory: "goods",
      deliveryAddress: {
        name: "Dépôt",
        street: "2 rue Scribe",
        postalCode: "75009",
        city: "Paris",
        country: "FR",
      },
      items: [
        { quantity: 1, unitPrice: 500, taxRate: 0, vatCategory: "K" },
        { quantity: 2, unitPrice: 500, taxRate: 0, vatCategory: "K" },
        { quantity: 1, unitPrice: 900, taxRate: 0, vatCategory: "AE" },
        {
          quantity: 1,
          unitPrice: 900,
          taxRate: 0,
          vatCategory: "E",
          vatExemptionReason: "Art. 261",
        },
      ],
    });
    expect(french({ invoice, france: aFranceSettings({ vatOnDebits: true }) })).toEqual([
      `${fr.operationCategory}${fr.separator}${fr.operationGoods}`,
      `${fr.deliveryAddress}${fr.separator}Dépôt, 2 rue Scribe, 75009 Paris, FR`,
      fr.vatIntraEuSupply,
      fr.vatReverseCharge,
      "Exonération de TVA : Art. 261",
      fr.legalVatOnDebits,
      fr.legalLatePenalties,
      fr.legalRecoveryFee,
      fr.legalNoEarlyPaymentDiscount,
    ]);
  });

  it("writes the mentions in the document's language", () => {
    expect(french({ labels: invoiceLabels("en") })[2]).toContain("€40");
  });

  it("asks nothing French of a seller established in another country", () => {
    expect(
      french({ france: aFranceSettings({ country: "Germany", postalCode: "10115" }) }),
    ).toEqual([]);
  });

  it("still gives a French profile without France settings the mentions it can", () => {
    const profile = aUser({ currency: "EUR", language: "fr" });
    expect(french({ jurisdiction: null, france: null, profile })).toContain(fr.legalRecoveryFee);
  });

  it("tells a Brazilian seller's client that the NF-e is the fiscal document", () => {
    expect(french({ jurisdiction: "brazil", france: null, brazil: aBrazilSettings() })).toEqual([
      fr.legalNotFiscalDocument,
    ]);
  });

  it("has none for a seller without settings outside France", () => {
    expect(french({ jurisdiction: null, france: null })).toEqual([]);
  });
});
