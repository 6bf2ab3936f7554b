import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { aFacturXInput } from "../../../testing/builders/index.ts";
import { buildFacturXInvoice } from "./build-factur-x-invoice.ts";
import type { CiiInvoice } from "./cii-invoice.ts";
import { ciiXml } from "./cii-xml.ts";

const invoice = (options: Parameters<typeof aFacturXInput>[0] = {}): CiiInvoice =>
  Result.getOrThrow(buildFacturXInvoice(aFacturXInput(options)));

describe("ciiXml", () => {
  it("writes a UTF-8 Cross Industry Invoice with its four namespaces", () => {
    const xml = ciiXml(invoice());
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice'),
    ).toBe(true);
    for (const prefix of ["rsm", "ram", "qdt", "udt"]) {
      expect(xml).toContain(`xmlns:${prefix}="urn:un:unece:uncefact:data:standard:`);
    }
  });

  it("writes the French identifiers with their schemes", () => {
    const xml = ciiXml(invoice());
    expect(xml).toContain('<ram:GlobalID schemeID="0009">55208131700018</ram:GlobalID>');
    expect(xml).toContain('<ram:ID schemeID="0002">552081317</ram:ID>');
    expect(xml).toContain('<ram:URIID schemeID="0225">732829320</ram:URIID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR03552081317</ram:ID>');
    expect(xml).toContain("<ram:ID>S1</ram:ID>");
  });

  it("escapes markup and drops characters XML cannot carry", () => {
    const xml = ciiXml(invoice({ invoice: { notes: 'a < b & "c"\u0007' } }));
    expect(xml).toContain('<ram:Content>a &lt; b &amp; "c"</ram:Content>');
  });

  it("writes amounts with the currency's decimals, and a non-euro invoice's VAT in euros too", () => {
    const xml = ciiXml(
      invoice({
        items: [{ quantity: 3, unitPrice: 1001, taxRate: 20 }],
        invoice: { currency: "JPY" },
        euroRate: 0.5,
      }),
    );
    expect(xml).toContain("<ram:ChargeAmount>1001</ram:ChargeAmount>");
    expect(xml).toContain("<ram:TaxCurrencyCode>EUR</ram:TaxCurrencyCode>");
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="JPY">601</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">300.50</ram:TaxTotalAmount>');
  });

  it("writes the exemption reason and code of the franchise's breakdown", () => {
    const xml = ciiXml(
      invoice({
        france: { vatNumber: null },
        items: [{ quantity: 1, unitPrice: 100, taxRate: 0 }],
      }),
    );
    expect(xml).toContain(
      "<ram:ExemptionReason>TVA non applicable, art. 293 B du CGI</ram:ExemptionReason>",
    );
    expect(xml).toContain("<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>");
    expect(xml).toContain('<ram:ID schemeID="FC">552081317</ram:ID>');
  });

  it("writes broken data as given, for the sandbox to show a platform's rejection", () => {
    const valid = invoice();
    const xml = ciiXml({ ...valid, seller: { ...valid.seller, siren: null } });
    expect(xml).not.toContain('schemeID="0002">552081317');
    expect(xml).toContain("<ram:Name>Atelier Martin SARL</ram:Name>");
  });
});
