// The document benchmarks, for the orchestrator behind `npm run bench`: each measures on this
// thread and returns one line per document, leaving the printing to the caller.
export { measureNfe } from "./einvoice/brazil/bench-nfe.ts";
export { measureFacturX } from "./einvoice/france/bench-factur-x.ts";
export { measureInvoicePdfs } from "./pdf/bench-invoice-pdf.ts";
