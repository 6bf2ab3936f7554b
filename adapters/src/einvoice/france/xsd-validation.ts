import { execFile } from "node:child_process";
import type { FailedRule } from "@invoicing/core";

// xmllint's exit codes: 0 valid, 1 not well-formed, 3 invalid against the schema.
const VALIDATION_EXIT_CODES = new Set([1, 3]);
// "-:12: Schemas validity error : Element '…': This element is not expected."
const MESSAGE = /^-:(\d+): (.*)$/u;

const failedRules = (stderr: string): ReadonlyArray<FailedRule> =>
  stderr
    .split("\n")
    .map((line) => MESSAGE.exec(line))
    .filter((match) => match !== null)
    .map(([, line = "", text = ""]) => ({
      id: "XSD",
      flag: "fatal",
      text: text.trim(),
      location: `line ${line}`,
    }));

/**
 * Validates an XML document against an XSD with libxml2's `xmllint` (Debian `libxml2-utils`),
 * the document on standard input: the schema errors as failed rules with id `XSD`, none when
 * valid. Rejects when xmllint is missing or cannot read the schema.
 */
export const validateAgainstXsd = (xml: string, xsd: string): Promise<ReadonlyArray<FailedRule>> =>
  new Promise((resolve, reject) => {
    const child = execFile(
      "xmllint",
      ["--noout", "--nonet", "--schema", xsd, "-"],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error === null) {
          resolve([]);
        } else if (typeof error.code === "number" && VALIDATION_EXIT_CODES.has(error.code)) {
          const rules = failedRules(stderr);
          resolve(
            rules.length > 0 ? rules : [{ id: "XSD", flag: "fatal", text: stderr, location: "" }],
          );
        } else {
          reject(new Error(`xmllint failed: ${error.message}`));
        }
      },
    );
    child.stdin?.end(xml);
  });
