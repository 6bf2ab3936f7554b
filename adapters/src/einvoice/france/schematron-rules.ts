/// <reference path="./saxon-js.d.ts" />
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
import type { FailedRule } from "@invoicing/core";
import SaxonJS from "saxon-js";

/**
 * The schematrons a Factur-X EN 16931 invoice must pass, in the order a platform applies them:
 * the CEN EN 16931 rules for CII, the Factur-X 1.09 profile rules (FNFE-MPE), the French CTC
 * rules BR-FR (FNFE-MPE).
 */
export const SCHEMATRONS = [
  "EN16931-CII-validation",
  "FACTUR-X_EN16931",
  "BR-FR-Flux2-Schematron-CII",
] as const;
export type SchematronName = (typeof SCHEMATRONS)[number];

/** The folder of the compiled rules (SaxonJS SEF, gzipped) that ship with the adapter. */
export const SEF_DIR = fileURLToPath(new URL("./sef", import.meta.url));

/** The file of a schematron's compiled rules in `SEF_DIR`. */
export const sefFileName = (name: SchematronName): string => `${name}.sef.json.gz`;

/** A schematron ready to run: its compiled rules and the base its code lists resolve against. */
export interface LoadedSchematron {
  readonly name: string;
  readonly sef: unknown;
  readonly baseUri: string;
}

/**
 * Loads the compiled rules of the three schematrons. Their `document()` calls (the Factur-X
 * code lists) resolve against the standards' schematron folder, as if the SEF lay beside the
 * XSLT it was compiled from.
 */
export const loadSchematrons = (schematronDir: string): ReadonlyArray<LoadedSchematron> =>
  SCHEMATRONS.map((name) => ({
    name,
    sef: JSON.parse(gunzipSync(readFileSync(path.join(SEF_DIR, sefFileName(name)))).toString()),
    baseUri: pathToFileURL(path.join(schematronDir, `${name}.sef.json`)).href,
  }));

const SVRL = "http://purl.oclc.org/dsdl/svrl";
// Failed asserts, and the reports the Factur-X rules use for attributes "not used in context".
const FAILURES = `array { (//svrl:failed-assert | //svrl:successful-report) ! map {
  'id': string(@id), 'flag': string(@flag), 'location': string(@location),
  'text': normalize-space(string(svrl:text)) } }`;

/** An SVRL location without its namespace tests: `/CrossIndustryInvoice[1]/ExchangedDocument[1]`. */
export const readableLocation = (location: string): string =>
  location.replace(/\[namespace-uri\(\)='[^']*'\]/gu, "").replace(/\*:/gu, "");

/**
 * Runs one schematron over an XML document: every failed assert and report, warnings included
 * (their flag says so). A report without id is named after its schematron.
 */
export const runSchematron = (
  schematron: LoadedSchematron,
  xml: string,
): ReadonlyArray<FailedRule> => {
  const { principalResult } = SaxonJS.transform(
    {
      stylesheetInternal: schematron.sef,
      stylesheetBaseURI: schematron.baseUri,
      sourceText: xml,
      destination: "document",
    },
    "sync",
  );
  const failures = SaxonJS.XPath.evaluate(FAILURES, principalResult, {
    namespaceContext: { svrl: SVRL },
  }) as ReadonlyArray<FailedRule>;
  return failures.map((failure) => ({
    ...failure,
    id: failure.id === "" ? schematron.name : failure.id,
    location: readableLocation(failure.location),
  }));
};
