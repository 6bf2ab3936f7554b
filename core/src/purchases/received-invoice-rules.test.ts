import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ReceivedContent } from "./received-invoice.ts";
import {
  contentRuleBreaches,
  receivedDuplicateKey,
  refusesOnReceipt,
} from "./received-invoice-rules.ts";

const party = { siren: null, vatNumber: null, electronicAddress: null, country: "FR" };

/** An invoice whose totals are worked out from its lines as EN 16931 says. */
const consistent = (
  nets: ReadonlyArray<number>,
  taxes: ReadonlyArray<number>,
  allowances: number,
  prepaid: number,
): ReceivedContent => {
  const lineTotal = nets.reduce((a, b) => a + b, 0);
  const totalTax = taxes.reduce((a, b) => a + b, 0);
  const totalWithoutTax = lineTotal - allowances;
  const total = totalWithoutTax + totalTax;
  return {
    syntax: "UBL",
    typeCode: "380",
    number: "F-1",
    issueDate: "2026-11-02",
    dueDate: null,
    currency: "EUR",
    supplier: { ...party, name: "Supplier" },
    buyer: { ...party, name: "Buyer" },
    lines: nets.map((net, index) => ({
      id: String(index + 1),
      name: "Item",
      quantity: "1",
      unitCode: null,
      netAmount: net,
      vatCategory: "S",
      vatRate: 20,
    })),
    vatBreakdown: taxes.map((tax) => ({
      category: "S",
      rate: 20,
      taxableAmount: 0,
      taxAmount: tax,
    })),
    totals: {
      lineTotal,
      allowances,
      charges: 0,
      totalWithoutTax,
      totalTax,
      total,
      prepaid,
      rounding: 0,
      amountDue: total - prepaid,
    },
    paymentTerms: null,
  };
};

const amounts = fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), {
  minLength: 1,
  maxLength: 8,
});
const amount = fc.integer({ min: 0, max: 1_000_000 });

describe("contentRuleBreaches", () => {
  it("finds nothing in an invoice whose totals add up", () => {
    fc.assert(
      fc.property(amounts, amounts, amount, amount, (nets, taxes, allowances, prepaid) => {
        expect(contentRuleBreaches(consistent(nets, taxes, allowances, prepaid))).toEqual([]);
      }),
    );
  });

  it("names the rule of each total that is one unit off", () => {
    fc.assert(
      fc.property(
        amounts,
        amounts,
        fc.constantFrom(
          ["lineTotal", ["BR-CO-10", "BR-CO-13"]],
          ["totalTax", ["BR-CO-14", "BR-CO-15"]],
          ["total", ["BR-CO-15", "BR-CO-16"]],
          ["amountDue", ["BR-CO-16"]],
        ) as fc.Arbitrary<[keyof ReceivedContent["totals"], ReadonlyArray<string>]>,
        (nets, taxes, [term, rules]) => {
          const content = consistent(nets, taxes, 0, 0);
          const broken = {
            ...content,
            totals: { ...content.totals, [term]: content.totals[term] + 1 },
          };
          expect(contentRuleBreaches(broken).map((rule) => rule.id)).toEqual(rules);
        },
      ),
    );
  });

  it("names the missing number, parties and lines", () => {
    const content = consistent([100], [20], 0, 0);
    const empty = {
      ...content,
      number: " ",
      supplier: { ...content.supplier, name: "" },
      buyer: { ...content.buyer, name: "" },
      lines: [],
      totals: { ...content.totals, lineTotal: 0, totalWithoutTax: 0, total: 20, amountDue: 20 },
    };
    expect(contentRuleBreaches(empty).map((rule) => rule.id)).toEqual([
      "BR-02",
      "BR-06",
      "BR-07",
      "BR-16",
    ]);
  });
});

describe("refusesOnReceipt", () => {
  const rule = (id: string, flag = "fatal") => ({ id, flag, text: "", location: "" });

  it("refuses on XSD errors and fatal EN 16931 rules, never on French rules or warnings", () => {
    expect(refusesOnReceipt(rule("XSD"), "CII")).toBe(true);
    expect(refusesOnReceipt(rule("BR-CO-15"), "UBL")).toBe(true);
    expect(refusesOnReceipt(rule("BR-FR-08_BT-23"), "Factur-X")).toBe(false);
    expect(refusesOnReceipt(rule("BR-CO-15", "warning"), "CII")).toBe(false);
  });

  it("holds only a Factur-X PDF to the Factur-X profile's own rules", () => {
    expect(refusesOnReceipt(rule("FX-SCH-A-000026", ""), "Factur-X")).toBe(true);
    expect(refusesOnReceipt(rule("FX-SCH-A-000026", ""), "CII")).toBe(false);
    expect(refusesOnReceipt(rule("FACTUR-X_EN16931", ""), "CII")).toBe(false);
  });
});

describe("receivedDuplicateKey", () => {
  const content = consistent([100], [20], 0, 0);

  it("names the supplier by SIREN first and keeps number and year", () => {
    const withSiren = { ...content, supplier: { ...content.supplier, siren: "732829320" } };
    expect(receivedDuplicateKey(withSiren)).toBe("732829320|F-1|2026");
  });

  it("falls back on the VAT number, then the name, whatever the spaces and case", () => {
    const withVat = { ...content, supplier: { ...content.supplier, vatNumber: "fr 44 732829320" } };
    expect(receivedDuplicateKey(withVat)).toBe("FR44732829320|F-1|2026");
    expect(receivedDuplicateKey(content)).toBe("SUPPLIER|F-1|2026");
    expect(receivedDuplicateKey({ ...content, issueDate: "2027-01-03" })).toBe("SUPPLIER|F-1|2027");
  });
});
