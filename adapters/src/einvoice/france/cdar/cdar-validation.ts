import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
import type { FailedRule } from "@invoicing/core";
import { type LoadedSchematron, runSchematron, SEF_DIR } from "../schematron-rules.ts";
import { validateAgainstXsd } from "../xsd-validation.ts";

/** The French lifecycle schematron (BR-FR-CDV, FNFE-MPE), whose compiled rules ship beside this file. */
export const CDAR_SCHEMATRON = "BR-FR-CDV-Schematron-CDAR";

/**
 * The folder of the CDAR rules compiled for SaxonJS: beside the Factur-X ones, which the
 * production build copies next to the server.
 */
export const CDAR_SEF_DIR = SEF_DIR;

/** The file, in that folder, naming the SHA-256 of the XSLT the CDAR rules were compiled from. */
export const CDAR_SOURCES_FILE = "cdar-sources.json";

/** Where the CDAR schema and schematron lie inside the standards folder. */
export const cdarStandards = (standardsDir: string) => {
  const folder = path.join(standardsDir, "france-2026", "cdar");
  return {
    xsd: path.join(folder, "xsd", "CrossDomainAcknowledgementAndResponse_100pD22B.xsd"),
    schematronDir: path.join(folder, "schematron"),
  };
};

/** Validates lifecycle messages as a platform does: the D22B XSD, then BR-FR-CDV. */
export interface CdarValidator {
  /** The XSD errors, or else every failed BR-FR-CDV assert (warnings included). */
  readonly validate: (xml: string) => Promise<ReadonlyArray<FailedRule>>;
}

/**
 * A CDAR validator over the standards folder. The schematron is small (a few milliseconds a
 * message), so it runs in process; it is loaded on first use.
 */
export const makeCdarValidator = (standardsDir: string): CdarValidator => {
  const { xsd, schematronDir } = cdarStandards(standardsDir);
  let loaded: LoadedSchematron | null = null;
  const schematron = (): LoadedSchematron => {
    loaded ??= {
      name: CDAR_SCHEMATRON,
      sef: JSON.parse(
        gunzipSync(
          readFileSync(path.join(CDAR_SEF_DIR, `${CDAR_SCHEMATRON}.sef.json.gz`)),
        ).toString(),
      ),
      baseUri: pathToFileURL(path.join(schematronDir, `${CDAR_SCHEMATRON}.sef.json`)).href,
    };
    return loaded;
  };
  return {
    validate: async (xml) => {
      const schemaErrors = await validateAgainstXsd(xml, xsd);
      if (schemaErrors.length > 0) return schemaErrors;
      return runSchematron(schematron(), xml);
    },
  };
};
