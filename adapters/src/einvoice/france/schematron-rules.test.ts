import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testStandardsDir } from "../../../testing/standards.ts";
import { facturXStandards } from "./factur-x-standards.ts";
import { readableLocation, SCHEMATRONS, SEF_DIR } from "./schematron-rules.ts";
import { SEF_SOURCES_FILE, xsltDigest } from "./sef-sources.ts";

describe("the compiled schematrons", () => {
  it("were compiled from the standards folder's XSLTs (else run compile-schematron.ts)", () => {
    const { schematronDir } = facturXStandards(testStandardsDir);
    const sources: unknown = JSON.parse(readFileSync(path.join(SEF_DIR, SEF_SOURCES_FILE), "utf8"));
    const digests = Object.fromEntries(
      SCHEMATRONS.map((name) => [
        name,
        xsltDigest(readFileSync(path.join(schematronDir, `${name}.xslt`))),
      ]),
    );
    expect(sources).toEqual(digests);
  });
});

describe("readableLocation", () => {
  it("drops the namespace tests of an SVRL location", () => {
    const location =
      "/*:CrossIndustryInvoice[namespace-uri()='urn:rsm'][1]/*:ExchangedDocument[namespace-uri()='urn:rsm'][1]";
    expect(readableLocation(location)).toBe("/CrossIndustryInvoice[1]/ExchangedDocument[1]");
  });
});
