import { PdfRenderer } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { makeFontLibrary } from "./font-files.ts";

// jsPDF and the layout code load with the first document, not with the server
// (docs/PRODUCT-RULES.md#production).
let renderer: Promise<typeof import("./render-invoice-pdf.ts")> | null = null;
const loadRenderer = () => {
  renderer ??= import("./render-invoice-pdf.ts");
  return renderer;
};

/**
 * The PdfRenderer port with jsPDF. jsPDF and the font files are loaded on first use and kept for
 * every later document; rendering is synchronous CPU work.
 */
export const jsPdfRendererLayer = Layer.sync(PdfRenderer, () => {
  const fonts = makeFontLibrary();
  return PdfRenderer.of({
    renderInvoice: (document) =>
      Effect.promise(loadRenderer).pipe(
        Effect.map(({ renderInvoicePdf }) => renderInvoicePdf(document, fonts)),
      ),
  });
});
