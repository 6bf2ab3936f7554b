import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { aFacturXInput } from "../../../testing/builders/index.ts";
import { buildFacturXInvoice, type FacturXInput } from "./build-factur-x-invoice.ts";
import type { CiiInvoice } from "./cii-invoice.ts";

const built = (input: FacturXInput): CiiInvoice => Result.getOrThrow(buildFacturXInvoice(input));
const refusal = (input: FacturXInput): Readonly<Record<string, string>> => {
  const result = buildFacturXInvoice(input);
  return Result.isFailure(result) ? result.failure.fields : {};
};
const untaxed = (vatCategory: string, vatExemptionReason: string | null = null) => ({
  quantity: 1,
  unitPrice: 10_000,
  taxRate: 0,
  vatCategory: vatCategory as "E",
  vatExemptionReason,
});
const GERMAN = { country: "DE" as const, vatNumber: "DE136695976", siret: null };

describe("buildFacturXInvoice: the France mentions", () => {
  it("takes BT-23 from the invoice's operation category, else the seller's default", () => {
    expect(built(aFacturXInput({ invoice: { operationCategory: "goods" } })).billingMode).toBe(
      "B1",
    );
    expect(built(aFacturXInput()).billingMode).toBe("S1");
  });

  it("states each category's exemption text and VATEX code (BT-120, BT-121)", () => {
    const rows = (items: ReadonlyArray<ReturnType<typeof untaxed>>, client = GERMAN) =>
      built(aFacturXInput({ items, client })).vatBreakdown.map((row) => [
        row.category,
        row.exemptionCode,
      ]);
    expect(rows([untaxed("AE")])).toEqual([["AE", "VATEX-EU-AE"]]);
    expect(rows([untaxed("K")])).toEqual([["K", "VATEX-EU-IC"]]);
    expect(rows([untaxed("G")])).toEqual([["G", "VATEX-EU-G"]]);
    expect(rows([untaxed("O")])).toEqual([["O", "VATEX-EU-O"]]);
    const exempt = built(aFacturXInput({ items: [untaxed("E", "Art. 261-4")] })).vatBreakdown[0];
    expect(exempt).toMatchObject({ category: "E", exemptionReason: "Art. 261-4" });
  });

  it("names the delivery country of an intra-EU supply, the buyer's when no address is given", () => {
    const invoice = built(aFacturXInput({ items: [untaxed("K")], client: GERMAN }));
    expect(invoice.shipTo?.address.country).toBe("DE");
    expect(invoice.buyer.address.country).toBe("DE");
    expect(invoice.notes).toContainEqual({ subject: "BAR", content: "B2BINT" });
  });

  it("drops both VAT numbers out of the scope of VAT (BR-O-02)", () => {
    const invoice = built(aFacturXInput({ items: [untaxed("O")], client: GERMAN }));
    expect([invoice.seller.vatNumber, invoice.buyer.vatNumber]).toEqual([null, null]);
  });

  it("writes BT-8 = 5 for VAT on debits, the legal line as BT-33 and EI after a sole trader", () => {
    const invoice = built(
      aFacturXInput({
        france: {
          vatOnDebits: true,
          soleTrader: true,
          legalForm: "EURL",
          registry: "RM",
          registryCity: "Lyon",
        },
      }),
    );
    expect(invoice.vatBreakdown.every((row) => row.dueDateTypeCode === "5")).toBe(true);
    expect(invoice.seller.name.endsWith(" EI")).toBe(true);
    expect(invoice.seller.legalInformation).toBe("EURL · RM Lyon 552 081 317");
  });

  it("sends the buyer's own SIREN as BT-47 and prints the €40 fee for businesses only", () => {
    const company = built(aFacturXInput({ client: { siret: null, siren: "732829320" } }));
    expect(company.buyer.siren).toBe("732829320");
    const person = built(aFacturXInput({ client: { siret: null, kind: "individual" } }));
    const pmt = (invoice: CiiInvoice) => invoice.notes.find((note) => note.subject === "PMT");
    expect(pmt(company)?.content).toContain("40");
    expect(pmt(person)?.content).not.toContain("40");
  });

  it("refuses what the rules of each category forbid", () => {
    expect(refusal(aFacturXInput({ items: [untaxed("K")], client: { siret: null } }))).toEqual({
      "client.vatNumber": "einvoicing.facturx.clientvatnumberrequired",
    });
    expect(
      refusal(aFacturXInput({ items: [untaxed("O"), { quantity: 1, unitPrice: 5, taxRate: 20 }] })),
    ).toMatchObject({ "items.0.vatCategory": "einvoicing.facturx.outofscopemixed" });
    expect(refusal(aFacturXInput({ items: [untaxed("E")] }))).toEqual({
      "items.0.vatExemptionReason": "vat.category.reasonrequired",
    });
  });
});
