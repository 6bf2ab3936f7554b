import { DanfeRenderer } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { makeFontLibrary } from "../font-files.ts";

// jsPDF, bwip-js and the NF-e reader load with the first DANFE, not with the server.
let renderer: Promise<typeof import("./render-danfe-pdf.ts")> | null = null;
const loadRenderer = () => {
  renderer ??= import("./render-danfe-pdf.ts");
  return renderer;
};

/**
 * The DanfeRenderer port with jsPDF and bwip-js, loaded on first use. Fonts are read on first use
 * and kept, like the invoice renderer's; rendering is synchronous CPU work.
 */
export const jsPdfDanfeRendererLayer = Layer.sync(DanfeRenderer, () => {
  const fonts = makeFontLibrary();
  return DanfeRenderer.of({
    renderDanfe: (input) =>
      Effect.promise(loadRenderer).pipe(
        Effect.map(({ renderDanfePdf }) => renderDanfePdf(input, fonts)),
      ),
  });
});
