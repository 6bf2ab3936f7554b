import {
  readPfx,
  sandboxCertificate,
  signDps,
  validateNfseSchema,
  verifyEnvelopedSignature,
} from "@invoicing/adapters";
import { testNfseSchemaDirectory } from "@invoicing/adapters/testing";
import { DPS_CORPUS } from "@invoicing/adapters/testing/documents";
import { buildDps, NFSE_NAMESPACE } from "@invoicing/core";
import {
  describeTimings,
  kibibytes,
  type NamedTimings,
  timeRuns,
} from "@invoicing/fixtures/timings";
import { Result } from "effect";

// Times building, signing and validating (XSD v1.01 with xmllint, and the signature) the DPS of an
// invoice of services, on this thread after a warm-up run, beside the NF-e row. Run directly, it
// prints it: `node bench/documents/bench-nfse.ts`.
const RUNS = 100;
// The normal-regime case: withholding, a rate, the NBS code and the IBS/CBS group, two lines.
const CORPUS_INDEX = 2;

/** Median, p99 and throughput of DPS build + sign + validate. */
export const measureNfse = async (): Promise<ReadonlyArray<NamedTimings>> => {
  const entry = DPS_CORPUS[CORPUS_INDEX];
  if (entry === undefined) throw new Error(`the DPS corpus lost its case ${CORPUS_INDEX}`);
  const { name, input } = entry;
  const settings = input.document.seller.brazil;
  const { pfx, password } = sandboxCertificate(
    { companyName: settings?.companyName ?? "", cnpj: settings?.cnpj ?? "" },
    input.issuedAt,
  );
  const certificate = Result.getOrThrow(readPfx(pfx, password));
  let bytes = 0;
  const timings = await timeRuns(RUNS, async () => {
    const { xml } = Result.getOrThrow(buildDps(input));
    const signed = signDps(xml, certificate);
    bytes = new TextEncoder().encode(signed).byteLength;
    const valid =
      (await validateNfseSchema(signed, testNfseSchemaDirectory)).valid &&
      verifyEnvelopedSignature(signed, NFSE_NAMESPACE, "infDPS").valid;
    if (!valid) throw new Error(`${name}: the signed DPS does not validate`);
  });
  return [
    {
      name: "NFS-e DPS, 2 lines: build + sign + validate (XSD + signature)",
      timings,
      detail: `${kibibytes(bytes)} signed XML`,
    },
  ];
};

if (import.meta.main) {
  for (const line of await measureNfse()) process.stdout.write(`${describeTimings(line)}\n`);
}
