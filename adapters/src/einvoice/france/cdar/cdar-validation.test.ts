import { readFileSync } from "node:fs";
import path from "node:path";
import { buildCdar, type CdarInput, isBlockingRule } from "@invoicing/core";
import { describe, expect, it } from "vitest";
import { testStandardsDir } from "../../../../testing/standards.ts";
import { xsltDigest } from "../sef-sources.ts";
import {
  CDAR_SCHEMATRON,
  CDAR_SEF_DIR,
  CDAR_SOURCES_FILE,
  cdarStandards,
  makeCdarValidator,
} from "./cdar-validation.ts";

const validator = makeCdarValidator(testStandardsDir);

const base: CdarInput = {
  code: 205,
  at: "2026-11-27T10:00:00.000Z",
  invoice: { number: "F-2026-001", issueDate: "2026-11-20", typeCode: "380" },
  seller: { siren: "732829320", name: "Atelier Dupont", address: "732829320" },
  buyer: { siren: "552100554", name: "Client SA", address: "552100554_FACT" },
  platform: { id: "9998", name: "Sandbox PA" },
  reason: null,
  cashed: [],
  breaches: [],
};

const emitted: ReadonlyArray<CdarInput> = [
  { ...base, code: 205 },
  { ...base, code: 207, reason: { code: "QTE_ERR", text: "3 delivered, 4 invoiced" } },
  { ...base, code: 210, reason: { code: "TX_TVA_ERR", text: null } },
  {
    ...base,
    code: 212,
    cashed: [
      { amount: 12000, currency: "EUR", rate: 20 },
      { amount: 1055, currency: "EUR", rate: 5.5 },
    ],
  },
  { ...base, code: 200 },
  { ...base, code: 202 },
  { ...base, code: 203 },
  {
    ...base,
    code: 213,
    reason: { code: "REJ_SEMAN", text: "BR-FR-10_BT-30" },
    breaches: [{ id: "BR-FR-10_BT-30", text: "The seller SIRET is missing", location: "/X[1]" }],
  },
];

describe("the CDARs the product writes", () => {
  it.each(emitted.map((input) => [input.code, input] as const))(
    "status %i passes the CDAR XSD and BR-FR-CDV with no failed fatal assert",
    async (_code, input) => {
      const failed = await validator.validate(buildCdar(input));
      expect(failed.filter(isBlockingRule)).toEqual([]);
    },
  );

  it("a 212 without the amount cashed fails BR-FR-CDV-14, a refusal without reason CDV-15", async () => {
    const noAmount = await validator.validate(buildCdar({ ...base, code: 212 }));
    expect(noAmount.map((rule) => rule.id)).toContain("BR-FR-CDV-14_MDT-207");
    const noReason = await validator.validate(buildCdar({ ...base, code: 210 }));
    expect(noReason.map((rule) => rule.id).join(" ")).toContain("BR-FR-CDV-15");
  });

  it("uses rules compiled from the standards folder's XSLT", () => {
    const { schematronDir } = cdarStandards(testStandardsDir);
    const sources = JSON.parse(readFileSync(path.join(CDAR_SEF_DIR, CDAR_SOURCES_FILE), "utf8"));
    expect(sources).toEqual({
      [CDAR_SCHEMATRON]: xsltDigest(
        readFileSync(path.join(schematronDir, `${CDAR_SCHEMATRON}.xslt`)),
      ),
    });
  });
});
