import {
  makeFontLibrary,
  renderDanfePdf,
  signNfe,
  validateNfeSchema,
  verifyNfeSignature,
} from "@invoicing/adapters";
import { testNfeSchemaDirectory } from "@invoicing/adapters/testing";
import { NFE_CORPUS, testCertificateFor } from "@invoicing/adapters/testing/documents";
import { buildNfe } from "@invoicing/core";
import {
  describeTimings,
  kibibytes,
  type NamedTimings,
  summariseDurations,
  timeRuns,
} from "@invoicing/fixtures/timings";
import { Result } from "effect";

// Times building, signing and validating (XSD with xmllint, and the signature) one NF-e of 1 and
// of 60 items, with each step's share, and rendering its DANFE, on this thread after a warm-up
// run. Run directly, it prints them: `node bench/documents/bench-nfe.ts`.
// NFE_SCHEMA_DIR points at the schemas when shared/ is not beside the repository.
const CASES = [
  { corpusIndex: 0, runs: 100 },
  { corpusIndex: 2, runs: 50 },
] as const;

/** Median, p99 and throughput of NF-e build + sign + validate and of its DANFE, 1 and 60 items. */
export const measureNfe = async (): Promise<ReadonlyArray<NamedTimings>> => {
  const schemas = testNfeSchemaDirectory;
  const fonts = makeFontLibrary();
  const lines: Array<NamedTimings> = [];
  for (const { corpusIndex, runs } of CASES) {
    const entry = NFE_CORPUS[corpusIndex];
    if (entry === undefined) throw new Error(`the NF-e corpus lost its case ${corpusIndex}`);
    const { name, input } = entry;
    const items = input.document.invoice.items.length;
    const label = `${items} ${items === 1 ? "item" : "items"}`;
    const built = Result.getOrThrow(buildNfe(input));
    const certificate = testCertificateFor(built.document);
    const signed = signNfe(built.xml, certificate);

    // Each run's steps are lapped inside the timed work, so the total and its steps come from
    // the same runs; the warm-up lap leads each list and is dropped.
    const steps: Record<"build" | "sign" | "validate", Array<number>> = {
      build: [],
      sign: [],
      validate: [],
    };
    const lap = (since: number, into: Array<number>): number => {
      const now = performance.now();
      into.push(now - since);
      return now;
    };
    const total = await timeRuns(runs, async () => {
      let since = performance.now();
      const { xml } = Result.getOrThrow(buildNfe(input));
      since = lap(since, steps.build);
      const signedXml = signNfe(xml, certificate);
      since = lap(since, steps.sign);
      const valid =
        (await validateNfeSchema(signedXml, schemas)).valid && verifyNfeSignature(signedXml).valid;
      lap(since, steps.validate);
      if (!valid) throw new Error(`${name}: the signed NF-e does not validate`);
    });
    lines.push({
      name: `NF-e, ${label}: build + sign + validate (XSD + signature)`,
      timings: total,
      detail: `${kibibytes(new TextEncoder().encode(signed).byteLength)} signed XML`,
    });
    for (const [step, durations] of Object.entries(steps)) {
      lines.push({
        name: `NF-e, ${label}: ${step} step`,
        timings: summariseDurations(durations.slice(-runs)),
      });
    }

    let danfeBytes = 0;
    const danfe = await timeRuns(runs, () => {
      danfeBytes = renderDanfePdf(
        { nfeXml: signed, accessKey: built.accessKey, protocol: null },
        fonts,
      ).byteLength;
    });
    lines.push({ name: `DANFE, ${label}`, timings: danfe, detail: kibibytes(danfeBytes) });
  }
  return lines;
};

if (import.meta.main) {
  for (const line of await measureNfe()) process.stdout.write(`${describeTimings(line)}\n`);
}
