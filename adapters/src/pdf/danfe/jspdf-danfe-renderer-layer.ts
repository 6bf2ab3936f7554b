import { DanfeRenderer } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { makeFontLibrary } from "../font-files.ts";
import { renderDanfePdf } from "./render-danfe-pdf.ts";

/**
 * The DanfeRenderer port with jsPDF and bwip-js. Fonts are read on first use and kept, like the
 * invoice renderer's; rendering is synchronous CPU work.
 */
export const jsPdfDanfeRendererLayer = Layer.sync(DanfeRenderer, () => {
  const fonts = makeFontLibrary();
  return DanfeRenderer.of({
    renderDanfe: (input) => Effect.sync(() => renderDanfePdf(input, fonts)),
  });
});
