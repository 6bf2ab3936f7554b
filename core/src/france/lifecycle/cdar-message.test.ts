import { describe, expect, it } from "vitest";
import { buildCdar, type CdarInput, cdarDateTime, cdarMessageId } from "./cdar-message.ts";

const input: CdarInput = {
  code: 212,
  at: "2026-11-27T10:04:05.000Z",
  invoice: { number: "F-2026-001", issueDate: "2026-11-20", typeCode: "380" },
  seller: { siren: "732829320", name: "Atelier & Fils", address: "732829320" },
  buyer: { siren: "552100554", name: "Client SA", address: "552100554_FACT" },
  platform: null,
  reason: null,
  cashed: [{ amount: 12000, currency: "EUR", rate: 20 }],
  breaches: [],
};

describe("buildCdar", () => {
  it("writes a seller's 212 in the processing phase with the amount and rate cashed", () => {
    const xml = buildCdar(input);
    expect(xml).toContain("<ram:TypeCode>23</ram:TypeCode>");
    expect(xml).toContain("<ram:ProcessConditionCode>212</ram:ProcessConditionCode>");
    expect(xml).toContain('<ram:ValueAmount currencyID="EUR">120.00</ram:ValueAmount>');
    expect(xml).toContain("<ram:ValuePercent>20</ram:ValuePercent>");
    expect(xml).toContain("Atelier &amp; Fils");
    expect(xml).toContain('<ram:URIID schemeID="0225">552100554_FACT</ram:URIID>');
  });

  it("writes a platform's status in the transmission phase, a rejection with its rules", () => {
    const xml = buildCdar({
      ...input,
      code: 213,
      cashed: [],
      platform: { id: "9998", name: "Sandbox PA" },
      reason: { code: "REJ_SEMAN", text: "BR-FR-10_BT-30" },
      breaches: [
        { id: "BR-FR-10_BT-30", text: "SIRET missing", location: "/CrossIndustryInvoice" },
      ],
    });
    expect(xml).toContain("<ram:TypeCode>305</ram:TypeCode>");
    expect(xml).toContain("<ram:ReasonCode>REJ_SEMAN</ram:ReasonCode>");
    expect(xml).toContain("<ram:ID>BR-FR-10_BT-30</ram:ID>");
    expect(xml).toContain('<ram:GlobalID schemeID="0238">9998</ram:GlobalID>');
  });

  it("names the message after the invoice, the status and the instant", () => {
    expect(cdarDateTime("2026-11-27T10:04:05.000Z")).toBe("20261127100405");
    expect(cdarMessageId(input)).toBe("F-2026-001_212_20261127100405#380_20261120");
  });
});
