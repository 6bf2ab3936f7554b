import { readFileSync } from "node:fs";
import path from "node:path";
import { buildFacturXInvoice, buildFacturXXml, ciiXml } from "@invoicing/core";
import { Result } from "effect";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  facturXCorpus,
  frenchSellerDocument,
} from "../../../testing/einvoice/france/factur-x-corpus.ts";
import { creditNoteCorpus } from "../../../testing/einvoice/france/factur-x-credit-note-corpus.ts";
import { testStandardsDir } from "../../../testing/standards.ts";
import { makeFacturXValidator } from "./validate-factur-x.ts";

// The official validation of ../shared/standards: xmllint (Debian libxml2-utils) for the XSD,
// SaxonJS for the three schematrons.
const validator = makeFacturXValidator(testStandardsDir);
afterAll(() => validator.close());

// A loaded two-core machine can take seconds to start the worker and warm the rules up.
const SLOW = 60_000;
const corpus = facturXCorpus();

describe("makeFacturXValidator: the corpus", () => {
  it.each(corpus.map((entry) => [entry.name, entry.input] as const))(
    "passes the XSD and the EN 16931, Factur-X and BR-FR schematrons without one failed assert: %s",
    async (_name, input) => {
      const xml = Result.getOrThrow(buildFacturXXml(input));
      expect(await validator.validate(xml)).toEqual({ valid: true, failedRules: [] });
    },
    SLOW,
  );
});

// Random invoices: decimal quantities, units, line and invoice discount percentages, prices
// with and without tax; a fixed seed keeps the run reproducible (amounts are in the corpus).
const randomLine = fc.record({
  description: fc.constantFrom("Conseil", "Farine", "Câble", "Atelier"),
  quantity: fc.integer({ min: 1, max: 500_000 }).map((n) => n / 10_000),
  unitPrice: fc.integer({ min: 100, max: 5_000_000 }),
  taxRate: fc.constantFrom(20, 10, 5.5, 2.1),
  unitCode: fc.constantFrom("C62", "HUR", "DAY", "KGM", "MTR", "MTK", "LTR") as fc.Arbitrary<
    "C62" | "HUR" | "DAY" | "KGM" | "MTR" | "MTK" | "LTR"
  >,
  discount: fc.option(
    fc.integer({ min: 1, max: 9_999 }).map((hundredths) => ({
      type: "percent" as const,
      value: hundredths / 100,
    })),
  ),
});
const randomInvoices = fc.sample(
  fc.record({
    items: fc.array(randomLine, { minLength: 1, maxLength: 6 }),
    pricesIncludeTax: fc.boolean(),
    discount: fc.option(
      fc.integer({ min: 1, max: 5_000 }).map((hundredths) => ({
        type: "percent" as const,
        value: hundredths / 100,
      })),
    ),
  }),
  { numRuns: 6, seed: 16 },
);

describe("makeFacturXValidator: credit notes (type code 381)", () => {
  it.each(creditNoteCorpus().map((entry) => [entry.name, entry.input] as const))(
    "passes the XSD and the three schematrons naming the invoice it corrects: %s",
    async (_name, input) => {
      const xml = Result.getOrThrow(buildFacturXXml(input));
      expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
      expect(xml).toContain("<ram:IssuerAssignedID>INV-101</ram:IssuerAssignedID>");
      expect(await validator.validate(xml)).toEqual({ valid: true, failedRules: [] });
    },
    SLOW,
  );
});

describe("makeFacturXValidator: random invoices with richer lines", () => {
  it.each(randomInvoices.map((invoice, index) => [index + 1, invoice] as const))(
    "passes the XSD and the three schematrons: random invoice %i",
    async (_index, invoice) => {
      const document = frenchSellerDocument(invoice);
      const xml = Result.getOrThrow(buildFacturXXml({ document, nature: "mixed", euroRate: null }));
      expect(await validator.validate(xml)).toEqual({ valid: true, failedRules: [] });
    },
    SLOW,
  );
});

describe("makeFacturXValidator: broken invoices", () => {
  const [first] = corpus;
  const valid = first === undefined ? null : Result.getOrThrow(buildFacturXInvoice(first.input));

  it(
    "names the French rules an invoice without the seller's SIREN breaks",
    async () => {
      if (valid === null) throw new Error("empty corpus");
      const xml = ciiXml({ ...valid, seller: { ...valid.seller, siren: null } });
      const { valid: passes, failedRules } = await validator.validate(xml);
      expect(passes).toBe(false);
      expect(failedRules.map((rule) => rule.id)).toEqual(["BR-FR-09_BT-29", "BR-FR-10_BT-30"]);
      expect(failedRules[1]).toEqual({
        id: "BR-FR-10_BT-30",
        flag: "fatal",
        text: expect.stringContaining("Le SIREN du vendeur (ram:ID) est obligatoire"),
        location: "/CrossIndustryInvoice[1]",
      });
    },
    SLOW,
  );

  it(
    "names the EN 16931 rules broken totals break",
    async () => {
      if (valid === null) throw new Error("empty corpus");
      const xml = ciiXml({ ...valid, totals: { ...valid.totals, grandTotal: 1 } });
      const { failedRules } = await validator.validate(xml);
      expect(failedRules.map((rule) => rule.id)).toEqual(
        expect.arrayContaining(["BR-CO-15", "BR-CO-16"]),
      );
    },
    SLOW,
  );

  it(
    "stops at the XSD for a document the schema refuses, naming the line",
    async () => {
      if (valid === null) throw new Error("empty corpus");
      const xml = ciiXml({ ...valid, issueDate: "not a date" }).replace(
        "<ram:TypeCode>380</ram:TypeCode>",
        "<ram:Kind>380</ram:Kind>",
      );
      const { valid: passes, failedRules } = await validator.validate(xml);
      expect(passes).toBe(false);
      expect(failedRules).toEqual([
        {
          id: "XSD",
          flag: "fatal",
          text: expect.stringContaining("Kind': This element is not expected"),
          location: expect.stringMatching(/^line \d+$/u),
        },
      ]);
    },
    SLOW,
  );

  it(
    "finds the French mentions an official EN 16931 example lacks",
    async () => {
      const example = path.join(testStandardsDir, "factur-x/examples/en16931-cii/CII_example1.xml");
      const { valid: passes, failedRules } = await validator.validate(
        readFileSync(example, "utf8"),
      );
      expect(passes).toBe(false);
      expect(failedRules.map((rule) => rule.id)).toEqual(
        expect.arrayContaining(["BR-FR-05_BT-22_PMT", "BR-FR-05_BT-22_PMD", "BR-FR-05_BT-22_AAB"]),
      );
    },
    SLOW,
  );
});
