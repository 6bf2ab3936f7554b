import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  CDAR_SCHEMATRON,
  CDAR_SEF_DIR,
  CDAR_SOURCES_FILE,
  cdarStandards,
} from "../src/einvoice/france/cdar/cdar-validation.ts";
import { facturXStandards } from "../src/einvoice/france/factur-x-standards.ts";
import { SCHEMATRONS, SEF_DIR } from "../src/einvoice/france/schematron-rules.ts";
import { SEF_SOURCES_FILE, xsltDigest } from "../src/einvoice/france/sef-sources.ts";
import { testStandardsDir } from "../testing/standards.ts";

// Compiles the schematron XSLTs of the standards folder into the SaxonJS SEF files the adapter
// ships (xslt3, 20 to 80 seconds each), and the French lifecycle (CDAR) rules, and records each
// XSLT's SHA-256 beside them:
// `node adapters/scripts/compile-schematron.ts` after the standards change.
const { schematronDir } = facturXStandards(testStandardsDir);
const xslt3 = createRequire(import.meta.url).resolve("xslt3/xslt3.js");
const work = mkdtempSync(path.join(tmpdir(), "sef-"));
/** Compiles `name`.xslt of `fromDir` into `name`.sef.json.gz of `toDir`; answers the XSLT's digest. */
const compile = (name: string, fromDir: string, toDir: string): string => {
  const xslt = path.join(fromDir, `${name}.xslt`);
  const sef = path.join(work, `${name}.sef.json`);
  process.stdout.write(`compiling ${name}…\n`);
  execFileSync(
    process.execPath,
    [xslt3, `-xsl:${xslt}`, `-export:${sef}`, "-nogo", "-relocate:on"],
    { stdio: "inherit" },
  );
  writeFileSync(path.join(toDir, `${name}.sef.json.gz`), gzipSync(readFileSync(sef), { level: 9 }));
  return xsltDigest(readFileSync(xslt));
};
const sources: Record<string, string> = {};
for (const name of SCHEMATRONS) sources[name] = compile(name, schematronDir, SEF_DIR);
writeFileSync(path.join(SEF_DIR, SEF_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
const cdar = {
  [CDAR_SCHEMATRON]: compile(
    CDAR_SCHEMATRON,
    cdarStandards(testStandardsDir).schematronDir,
    CDAR_SEF_DIR,
  ),
};
writeFileSync(path.join(CDAR_SEF_DIR, CDAR_SOURCES_FILE), `${JSON.stringify(cdar, null, 2)}\n`);
rmSync(work, { recursive: true });
