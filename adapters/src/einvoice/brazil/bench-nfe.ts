import { buildNfe } from "@invoicing/core";
import { Result } from "effect";
import { renderDanfePdf } from "../../pdf/danfe/render-danfe-pdf.ts";
import { makeFontLibrary } from "../../pdf/font-files.ts";
import { validateNfeSchema } from "./nfe-schema-validation.ts";
import { signNfe } from "./sign-nfe.ts";
import { NFE_CORPUS } from "./testing/nfe-corpus.ts";
import { testNfeSchemaDirectory } from "./testing/nfe-schema-directory.ts";
import { testCertificateFor } from "./testing/signed-nfe.ts";
import { verifyNfeSignature } from "./verify-nfe-signature.ts";

// Prints the median time to build, sign and validate (XSD with xmllint, and the signature) one
// NF-e, and to render its DANFE, after a warm-up: `node adapters/src/einvoice/brazil/bench-nfe.ts`.
// NFE_SCHEMA_DIR points at the schemas when shared/ is not beside the repository.
const RUNS = 31;
const schemas = testNfeSchemaDirectory();
const fonts = makeFontLibrary();

const median = (values: ReadonlyArray<number>): number => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const timed = async <A>(work: () => A | Promise<A>): Promise<[A, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

for (const { name, input } of NFE_CORPUS.filter((_, index) => index === 0 || index === 2)) {
  const certificate = testCertificateFor(Result.getOrThrow(buildNfe(input)).document);
  const steps: Record<string, Array<number>> = {
    build: [],
    sign: [],
    validate: [],
    total: [],
    danfe: [],
  };
  for (let run = 0; run <= RUNS; run += 1) {
    const [built, build] = await timed(() => Result.getOrThrow(buildNfe(input)));
    const [signed, sign] = await timed(() => signNfe(built.xml, certificate));
    const [valid, validate] = await timed(async () => {
      const schema = await validateNfeSchema(signed, schemas);
      return schema.valid && verifyNfeSignature(signed).valid;
    });
    if (!valid) throw new Error(`${name}: the signed NF-e does not validate`);
    const [, danfe] = await timed(() =>
      renderDanfePdf({ nfeXml: signed, accessKey: built.accessKey, protocol: null }, fonts),
    );
    // Run 0 warms up (fonts, JIT); it is not counted.
    if (run === 0) continue;
    const measured = { build, sign, validate, total: build + sign + validate, danfe };
    for (const [step, ms] of Object.entries(measured)) steps[step]?.push(ms);
  }
  const line = Object.entries(steps)
    .map(([step, times]) => `${step} ${median(times).toFixed(1)} ms`)
    .join(", ");
  process.stdout.write(
    `NF-e (${input.document.invoice.items.length} items), median over ${RUNS}: ${line}\n`,
  );
}
