import { spawn } from "node:child_process";
import { join } from "node:path";

/**
 * The entry schemas of the NF-e package: one NF-e, an enviNFe batch, and the events (in
 * `events/`): a cancellation, a correction letter, a voiding request, each alone or in its
 * envelope, and what is kept once registered.
 */
export type NfeSchema =
  | "nfe_v4.00.xsd"
  | "enviNFe_v4.00.xsd"
  | "events/cancel/eventoCancNFe_v1.00.xsd"
  | "events/cancel/envEventoCancNFe_v1.00.xsd"
  | "events/cancel/procEventoCancNFe_v1.00.xsd"
  | "events/cancel/retEnvEventoCancNFe_v1.00.xsd"
  | "events/cce/CCe_v1.00.xsd"
  | "events/cce/envCCe_v1.00.xsd"
  | "events/cce/procCCeNFe_v1.00.xsd"
  | "events/cce/retEnvCCe_v1.00.xsd"
  | "events/inutilizacao/inutNFe_v4.00.xsd"
  | "events/inutilizacao/procInutNFe_v4.00.xsd"
  | "events/inutilizacao/retInutNFe_v4.00.xsd";

/** The schema of a signed event alone, by its tpEvento; null for an event this product never sends. */
export const eventSchemaOf = (tpEvento: string): NfeSchema | null =>
  tpEvento === "110111"
    ? "events/cancel/eventoCancNFe_v1.00.xsd"
    : tpEvento === "110110"
      ? "events/cce/CCe_v1.00.xsd"
      : null;

/** The outcome of an XSD validation: xmllint's messages when it failed. */
export interface NfeSchemaCheck {
  readonly valid: boolean;
  readonly errors: ReadonlyArray<string>;
}

/** Validates XML against the schema file at `schemaPath` with xmllint, the document on standard input. */
export const validateWithXmllint = (xml: string, schemaPath: string): Promise<NfeSchemaCheck> =>
  new Promise((resolve, reject) => {
    const child = spawn("xmllint", ["--noout", "--nonet", "--schema", schemaPath, "-"]);
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.stdout.resume();
    child.on("error", reject);
    child.on("close", (code) => {
      const errors = stderr
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "" && line !== "- validates" && line !== "- fails to validate");
      if (code !== 0 && code !== 3 && code !== 1) {
        reject(new Error(`xmllint exited with ${code}: ${stderr}`));
        return;
      }
      resolve({ valid: code === 0, errors });
    });
    child.stdin.end(xml, "utf8");
  });

/**
 * Validates XML against the official NF-e schemas with xmllint (Debian libxml2-utils), the
 * document on standard input. `schemaDirectory` holds the PL_010 package
 * (nfe_v4.00.xsd, leiauteNFe, tiposBasico, DFeTiposBasicos, xmldsig-core-schema, enviNFe).
 */
export const validateNfeSchema = (
  xml: string,
  schemaDirectory: string,
  schema: NfeSchema = "nfe_v4.00.xsd",
): Promise<NfeSchemaCheck> => validateWithXmllint(xml, join(schemaDirectory, schema));
