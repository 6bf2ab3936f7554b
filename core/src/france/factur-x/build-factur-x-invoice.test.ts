import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { aFacturXInput } from "../../../testing/builders/index.ts";
import { buildFacturXInvoice, type FacturXInput } from "./build-factur-x-invoice.ts";
import type { CiiInvoice } from "./cii-invoice.ts";

const built = (input: FacturXInput): CiiInvoice => Result.getOrThrow(buildFacturXInvoice(input));

const refusal = (input: FacturXInput): Readonly<Record<string, string>> => {
  const result = buildFacturXInvoice(input);
  if (Result.isSuccess(result)) throw new Error("expected a refusal");
  return result.failure.fields;
};

describe("buildFacturXInvoice: the French mentions", () => {
  it("states the seller's SIREN (0002), SIRET (0009), VAT number and directory address (0225)", () => {
    const { seller } = built(aFacturXInput());
    expect(seller).toMatchObject({
      name: "Atelier Martin SARL",
      siren: "552081317",
      siret: "55208131700018",
      vatNumber: "FR03552081317",
      taxRegistration: null,
      electronicAddress: { scheme: "0225", value: "552081317" },
      address: { lines: ["12 rue des Lilas"], postcode: "75011", city: "Paris", country: "FR" },
    });
  });

  it("prefers the invoice's own SIRET and VAT number to the settings'", () => {
    const input = aFacturXInput({
      invoice: { siret: "73282932000074", vatNumber: "FR44732829320" },
    });
    expect(built(input).seller).toMatchObject({
      siren: "732829320",
      siret: "73282932000074",
      vatNumber: "FR44732829320",
    });
  });

  it("names a B2B client by its SIREN, in a BAR note and as its directory address (BR-FR-11, BR-FR-21)", () => {
    const invoice = built(aFacturXInput());
    expect(invoice.buyer).toMatchObject({
      name: "Façades SA",
      siren: "732829320",
      siret: "73282932000017",
      electronicAddress: { scheme: "0225", value: "732829320" },
      contact: { name: "Hélène Dubois", email: "helene@example.fr" },
      address: { lines: ["8 avenue de l'Opéra"], postcode: "75001", city: "Paris", country: "FR" },
    });
    expect(invoice.notes).toContainEqual({ subject: "BAR", content: "B2B" });
  });

  it("takes a B2B client's SIREN from its VAT number when it has no SIRET", () => {
    const input = aFacturXInput({ client: { siret: null, vatNumber: "FR44732829320" } });
    expect(built(input).buyer).toMatchObject({ siren: "732829320", siret: null });
  });

  it("addresses a person by e-mail (EM), as B2C", () => {
    const invoice = built(
      aFacturXInput({ client: { siret: null, company: null, kind: "individual" } }),
    );
    expect(invoice.buyer).toMatchObject({
      name: "Hélène Dubois",
      siren: null,
      electronicAddress: { scheme: "EM", value: "helene@example.fr" },
    });
    expect(invoice.notes).toContainEqual({ subject: "BAR", content: "B2C" });
  });

  it("writes no BAR note for a company without French identifiers, which may be foreign", () => {
    const invoice = built(aFacturXInput({ client: { siret: null } }));
    expect(invoice.notes.some((note) => note.subject === "BAR")).toBe(false);
    expect(invoice.buyer.electronicAddress).toEqual({ scheme: "EM", value: "helene@example.fr" });
  });

  it("writes the PMD, PMT and AAB notes once each, in the document's words, after the invoice's own", () => {
    const input = aFacturXInput({ invoice: { notes: "  Merci !  " } });
    const { labels } = input.document;
    expect(built(input).notes).toEqual([
      { subject: null, content: "Merci !" },
      { subject: "BAR", content: "B2B" },
      { subject: "PMD", content: labels.legalLatePenalties },
      { subject: "PMT", content: labels.legalRecoveryFee },
      { subject: "AAB", content: labels.legalNoEarlyPaymentDiscount },
    ]);
  });

  it("gives BT-23 from the nature of the operation: S1, B1 or M1", () => {
    const input = aFacturXInput();
    expect(built(input).billingMode).toBe("S1");
    expect(built({ ...input, nature: "goods" }).billingMode).toBe("B1");
    expect(built({ ...input, nature: "mixed" }).billingMode).toBe("M1");
  });

  it("dates the sale by the issue date and states the payment terms and due date", () => {
    const input = aFacturXInput();
    expect(built(input)).toMatchObject({
      number: "INV-001",
      typeCode: "380",
      guideline: "urn:cen.eu:en16931:2017",
      issueDate: "2026-11-20",
      deliveryDate: "2026-11-20",
      paymentTerms: { description: input.document.paymentTerms, dueDate: "2026-12-20" },
    });
  });
});

describe("buildFacturXInvoice: units, discounts, tax-inclusive prices, service period", () => {
  it("writes each line's unit and discount, the invoice discount per rate and the period", () => {
    const input = aFacturXInput({
      items: [
        {
          quantity: 1.5,
          unitPrice: 10000,
          taxRate: 20,
          unitCode: "HUR",
          discount: { type: "percent", value: 10 },
        },
        { quantity: 2, unitPrice: 4500, taxRate: 5.5 },
      ],
      invoice: {
        discount: { type: "amount", value: 1000 },
        servicePeriod: { start: "2026-10-01", end: "2026-10-31" },
      },
    });
    const invoice = built(input);
    expect(invoice.lines.map((line) => [line.quantity, line.unitCode, line.allowance])).toEqual([
      [1.5, "HUR", 1500],
      [2, "C62", 0],
    ]);
    // 135.00 and 90.00 share the 10.00 discount: 6.00 at 20 %, 4.00 at 5.5 %.
    expect(invoice.allowances).toEqual([
      { amount: 400, vat: { category: "S", rate: 5.5 } },
      { amount: 600, vat: { category: "S", rate: 20 } },
    ]);
    expect(invoice.totals).toMatchObject({
      lineTotal: 22500,
      allowanceTotal: 1000,
      taxBasis: 21500,
    });
    expect(invoice.servicePeriod).toEqual({ start: "2026-10-01", end: "2026-10-31" });
    expect(invoice.deliveryDate).toBe("2026-10-31");
  });

  it("states a tax-inclusive price without its tax as BT-146", () => {
    const input = aFacturXInput({
      items: [{ quantity: 1, unitPrice: 11800, taxRate: 20 }],
      invoice: { pricesIncludeTax: true },
    });
    const invoice = built(input);
    expect(invoice.lines[0]).toMatchObject({ unitPrice: 9833, net: 9833 });
    expect(invoice.totals).toMatchObject({ taxBasis: 9833, taxTotal: 1967, grandTotal: 11800 });
  });
});

describe("buildFacturXInvoice: figures and VAT", () => {
  it("takes every figure from the document's totals, lines numbered from 1", () => {
    const input = aFacturXInput();
    const { totals } = input.document;
    const invoice = built(input);
    expect(invoice.lines.map((line) => [line.id, line.net, line.vat])).toEqual([
      ["1", 5997, { category: "S", rate: 20 }],
      ["2", 9000, { category: "S", rate: 5.5 }],
    ]);
    expect(invoice.vatBreakdown.map((row) => [row.rate, row.basis, row.tax])).toEqual(
      totals.taxBreakdown.map((group) => [group.taxRate, group.basis, group.taxAmount]),
    );
    expect(invoice.totals).toEqual({
      lineTotal: totals.subtotal,
      allowanceTotal: 0,
      taxBasis: totals.subtotal,
      taxTotal: totals.taxAmount,
      grandTotal: totals.total,
      prepaid: 0,
      duePayable: totals.amountDue,
    });
    expect(invoice.taxCurrency).toBeNull();
  });

  it("applies the VAT franchise: E, VATEX-FR-FRANCHISE and its text, the SIREN as BT-32", () => {
    const invoice = built(
      aFacturXInput({
        france: { vatNumber: null },
        items: [{ quantity: 2, unitPrice: 5000, taxRate: 0 }],
      }),
    );
    expect(invoice.vatBreakdown).toEqual([
      {
        category: "E",
        rate: 0,
        basis: 10000,
        tax: 0,
        exemptionReason: "TVA non applicable, art. 293 B du CGI",
        exemptionCode: "VATEX-FR-FRANCHISE",
        dueDateTypeCode: null,
      },
    ]);
    expect(invoice.lines[0]?.vat).toEqual({ category: "E", rate: 0 });
    expect(invoice.seller).toMatchObject({ vatNumber: null, taxRegistration: "552081317" });
  });

  it("zero-rates (Z) a rate of 0 beside standard rates for a seller with a VAT number", () => {
    const invoice = built(
      aFacturXInput({
        items: [
          { quantity: 1, unitPrice: 1000, taxRate: 0 },
          { quantity: 1, unitPrice: 1000, taxRate: 20 },
        ],
      }),
    );
    expect(invoice.vatBreakdown.map((row) => [row.category, row.exemptionCode])).toEqual([
      ["Z", null],
      ["S", null],
    ]);
  });

  it("states a non-euro invoice's VAT in euros too, rounded half away from zero (BR-FR-CO-12)", () => {
    const dollars = aFacturXInput({
      items: [{ quantity: 1, unitPrice: 5995, taxRate: 20 }],
      invoice: { currency: "USD" },
      euroRate: 0.92,
    });
    // 11.99 USD × 0.92 = 11.0308 EUR.
    expect(built(dollars).taxCurrency).toEqual({ currency: "EUR", taxTotal: 1103 });
    const yen = aFacturXInput({
      items: [{ quantity: 1, unitPrice: 10000, taxRate: 20 }],
      invoice: { currency: "JPY" },
      euroRate: 0.006125,
    });
    // 2000 JPY × 0.006125 = 12.25 EUR exactly.
    expect(built(yen).taxCurrency).toEqual({ currency: "EUR", taxTotal: 1225 });
  });

  it("needs no euro rate for a non-euro invoice without VAT", () => {
    const input = aFacturXInput({
      france: { vatNumber: null },
      items: [{ quantity: 1, unitPrice: 5000, taxRate: 0 }],
      invoice: { currency: "USD" },
    });
    expect(built(input).taxCurrency).toEqual({ currency: "EUR", taxTotal: 0 });
  });
});

describe("buildFacturXInvoice: refusals", () => {
  it("refuses a draft, which has no number yet", () => {
    expect(refusal(aFacturXInput({ invoice: { invoiceNumber: null, status: "draft" } }))).toEqual({
      invoiceNumber: "einvoicing.facturx.draft",
    });
  });

  it("refuses a seller without France settings", () => {
    expect(refusal(aFacturXInput({ france: null }))).toEqual({
      seller: "einvoicing.facturx.francesettingsrequired",
    });
  });

  it("refuses VAT charged by a seller without a VAT number", () => {
    expect(refusal(aFacturXInput({ france: { vatNumber: null } }))).toEqual({
      "seller.vatNumber": "einvoicing.facturx.sellervatnumberrequired",
    });
  });

  it("refuses rates a French invoice cannot carry, naming each item", () => {
    const input = aFacturXInput({
      items: [
        { quantity: 1, unitPrice: 100, taxRate: 20 },
        { quantity: 1, unitPrice: 100, taxRate: 19 },
      ],
    });
    expect(refusal(input)).toEqual({ "items.1.taxRate": "einvoicing.facturx.vatratenotfrench" });
  });

  it("refuses a client it cannot address: a person without e-mail, or one too long", () => {
    const person = { siret: null, company: null };
    expect(refusal(aFacturXInput({ client: { ...person, email: " " } }))).toEqual({
      "client.email": "einvoicing.facturx.clientemailrequired",
    });
    const long = `${"a".repeat(120)}@example.fr`;
    expect(refusal(aFacturXInput({ client: { ...person, email: long } }))).toEqual({
      "client.email": "einvoicing.facturx.clientemailtoolong",
    });
  });

  it("refuses a non-euro invoice with VAT but no usable euro rate", () => {
    const dollars = { invoice: { currency: "USD" as const } };
    expect(refusal(aFacturXInput(dollars))).toEqual({
      euroRate: "einvoicing.facturx.euroraterequired",
    });
    for (const euroRate of [0, -1, 0.1234567]) {
      expect(refusal(aFacturXInput({ ...dollars, euroRate }))).toEqual({
        euroRate: "einvoicing.facturx.eurorateinvalid",
      });
    }
  });

  it("refuses a seller in an unknown country and dates the French rules refuse", () => {
    const input = aFacturXInput({
      france: { country: "Other" },
      invoice: { issueDate: "2026-11-20", dueDate: "2026-11-19" },
    });
    expect(refusal(input)).toEqual({
      "seller.country": "einvoicing.facturx.sellercountryunknown",
      dueDate: "einvoicing.facturx.duedatebeforeissuedate",
    });
    expect(refusal(aFacturXInput({ invoice: { dueDate: "2100-01-01" } }))).toEqual({
      dueDate: "einvoicing.facturx.dateoutofrange",
    });
  });

  it("carries the i18n key of a refusal", () => {
    const result = buildFacturXInvoice(aFacturXInput({ france: null }));
    expect(Result.isFailure(result) && result.failure.key).toBe("einvoicing.errors.facturxrefused");
  });
});

describe("buildFacturXInvoice: addresses", () => {
  it("writes a Brazilian client's structured address in Brazil", () => {
    const input = aFacturXInput({
      client: {
        siret: null,
        street: "Avenida Paulista",
        number: "1000",
        complement: null,
        district: "Bela Vista",
        municipalityCode: "3550308",
        municipalityName: "São Paulo",
        uf: "SP",
        cep: "01310100",
      },
    });
    expect(built(input).buyer.address).toEqual({
      lines: ["Avenida Paulista, 1000", "Bela Vista"],
      postcode: "01310100",
      city: "São Paulo",
      country: "BR",
    });
  });

  it("keeps a typed address without a postcode line as lines only", () => {
    const input = aFacturXInput({ client: { address: "Unit 4\nDocklands" } });
    expect(built(input).buyer.address).toEqual({
      lines: ["Unit 4", "Docklands"],
      postcode: null,
      city: null,
      country: "FR",
    });
  });
});
