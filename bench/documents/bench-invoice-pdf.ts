import { makeFontLibrary, renderInvoicePdf } from "@invoicing/adapters";
import { manyItemsInvoice } from "@invoicing/adapters/testing/documents";
import {
  describeTimings,
  kibibytes,
  type NamedTimings,
  timeRuns,
} from "@invoicing/fixtures/timings";

// Times the rendering of invoice PDFs of 20 and 200 items on this thread; the warm-up run (which
// loads the fonts) is not counted. Run directly, it prints them:
// `node bench/documents/bench-invoice-pdf.ts`.
const CASES = [
  { items: 20, runs: 100 },
  { items: 200, runs: 50 },
] as const;

/** Median, p99 and throughput of rendering a 20-item and a 200-item invoice PDF. */
export const measureInvoicePdfs = async (): Promise<ReadonlyArray<NamedTimings>> => {
  const fonts = makeFontLibrary();
  const lines: Array<NamedTimings> = [];
  for (const { items, runs } of CASES) {
    const document = manyItemsInvoice(items);
    let bytes = 0;
    const timings = await timeRuns(runs, () => {
      bytes = renderInvoicePdf(document, fonts).byteLength;
    });
    lines.push({ name: `invoice PDF, ${items} items`, timings, detail: kibibytes(bytes) });
  }
  return lines;
};

if (import.meta.main) {
  for (const line of await measureInvoicePdfs()) process.stdout.write(`${describeTimings(line)}\n`);
}
