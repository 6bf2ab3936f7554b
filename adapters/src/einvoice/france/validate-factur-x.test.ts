import { readFileSync } from "node:fs";
import path from "node:path";
import { buildFacturXInvoice, buildFacturXXml, ciiXml } from "@invoicing/core";
import { Result } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { facturXCorpus } from "./factur-x-corpus.ts";
import { testStandardsDir } from "./test-standards-dir.ts";
import { makeFacturXValidator } from "./validate-factur-x.ts";

// The official validation of ../shared/standards: xmllint (Debian libxml2-utils) for the XSD,
// SaxonJS for the three schematrons.
const validator = makeFacturXValidator(testStandardsDir());
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
      const example = path.join(
        testStandardsDir(),
        "factur-x/examples/en16931-cii/CII_example1.xml",
      );
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
