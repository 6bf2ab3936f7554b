import { readFileSync } from "node:fs";
import path from "node:path";
import { makeFacturXValidator, readReceivedInvoice } from "@invoicing/adapters";
import { supplierFacturX, testStandardsDir } from "@invoicing/adapters/testing";
import { ublInvoiceXml } from "@invoicing/fixtures/builders";
import { describeTimings, type NamedTimings, timeRuns } from "@invoicing/fixtures/timings";
import { Effect } from "effect";

// Times the reading of one received supplier invoice as `POST /api/received-invoices` does it:
// recognise the file, read its CII (from the PDF for a Factur-X), run the XSD and the three
// schematrons, read the record and check its totals. UBL has no schematron here, so its row is
// the reading and the totals rules alone. Run directly, it prints them:
// `node bench/documents/bench-received-invoice.ts`.
const CII_RUNS = 20;
const UBL_RUNS = 200;

/** Median, p99 and throughput of reading and validating one received invoice, per syntax. */
export const measureReceivedInvoice = async (): Promise<ReadonlyArray<NamedTimings>> => {
  const xml = readFileSync(
    path.join(testStandardsDir, "factur-x", "examples", "en16931-cii", "CII_example1.xml"),
  );
  const facturX = await supplierFacturX(xml.toString("utf8"));
  const ubl = new TextEncoder().encode(ublInvoiceXml());
  const validator = makeFacturXValidator(testStandardsDir);
  const read = (bytes: Uint8Array) => () =>
    Effect.runPromise(readReceivedInvoice(validator, bytes));
  try {
    return [
      {
        name: "Received invoice read and validated (Factur-X PDF, official CII example 1)",
        timings: await timeRuns(CII_RUNS, read(facturX)),
      },
      {
        name: "Received invoice read and validated (UBL 2.1, totals rules)",
        timings: await timeRuns(UBL_RUNS, read(ubl)),
      },
    ];
  } finally {
    await validator.close();
  }
};

if (import.meta.main) {
  for (const line of await measureReceivedInvoice()) {
    process.stdout.write(`${describeTimings(line)}\n`);
  }
}
