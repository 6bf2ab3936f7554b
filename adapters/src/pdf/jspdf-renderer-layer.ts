import { PdfRenderer } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { makeFontLibrary } from "./font-files.ts";
import { renderInvoicePdf } from "./render-invoice-pdf.ts";

/**
 * The PdfRenderer port with jsPDF. Font files are read from their npm packages on first use and
 * kept for every later document; rendering is synchronous CPU work.
 */
export const jsPdfRendererLayer = Layer.sync(PdfRenderer, () => {
  const fonts = makeFontLibrary();
  return PdfRenderer.of({
    renderInvoice: (document) => Effect.sync(() => renderInvoicePdf(document, fonts)),
  });
});
