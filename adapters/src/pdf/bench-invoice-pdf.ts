import { makeFontLibrary } from "./font-files.ts";
import { renderInvoicePdf } from "./render-invoice-pdf.ts";
import { manyItemsInvoice } from "./sample-invoice-documents.ts";

// Prints the median time to render invoice PDFs of 20 and 200 items, after a warm-up that loads
// the fonts: `node adapters/src/pdf/bench-invoice-pdf.ts`.
const RUNS = 31;
const fonts = makeFontLibrary();

const median = (values: ReadonlyArray<number>): number => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

for (const count of [20, 200]) {
  const document = manyItemsInvoice(count);
  const bytes = renderInvoicePdf(document, fonts).byteLength;
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    renderInvoicePdf(document, fonts);
    return performance.now() - start;
  });
  process.stdout.write(
    `invoice PDF, ${count} items: median ${median(times).toFixed(1)} ms over ${RUNS} runs, ${(bytes / 1024).toFixed(1)} KiB` +
      "\n",
  );
}
