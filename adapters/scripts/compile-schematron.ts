import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { facturXStandards } from "../src/einvoice/france/factur-x-standards.ts";
import { SCHEMATRONS, SEF_DIR, sefFileName } from "../src/einvoice/france/schematron-rules.ts";
import { SEF_SOURCES_FILE, xsltDigest } from "../src/einvoice/france/sef-sources.ts";
import { testStandardsDir } from "../testing/standards.ts";

// Compiles the schematron XSLTs of the standards folder into the SaxonJS SEF files the adapter
// ships (xslt3, 20 to 80 seconds each), and records each XSLT's SHA-256 beside them:
// `node adapters/scripts/compile-schematron.ts` after the standards change.
const { schematronDir } = facturXStandards(testStandardsDir);
const xslt3 = createRequire(import.meta.url).resolve("xslt3/xslt3.js");
const work = mkdtempSync(path.join(tmpdir(), "sef-"));
const sources: Record<string, string> = {};
for (const name of SCHEMATRONS) {
  const xslt = path.join(schematronDir, `${name}.xslt`);
  const sef = path.join(work, `${name}.sef.json`);
  process.stdout.write(`compiling ${name}…\n`);
  execFileSync(
    process.execPath,
    [xslt3, `-xsl:${xslt}`, `-export:${sef}`, "-nogo", "-relocate:on"],
    { stdio: "inherit" },
  );
  writeFileSync(path.join(SEF_DIR, sefFileName(name)), gzipSync(readFileSync(sef), { level: 9 }));
  sources[name] = xsltDigest(readFileSync(xslt));
}
writeFileSync(path.join(SEF_DIR, SEF_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
rmSync(work, { recursive: true });
