import { DanfseRenderer } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { makeFontLibrary } from "../font-files.ts";

// jsPDF and bwip-js load with the first DANFSe, not with the server.
let renderer: Promise<typeof import("./render-danfse-pdf.ts")> | null = null;
const loadRenderer = () => {
  renderer ??= import("./render-danfse-pdf.ts");
  return renderer;
};

/** The DanfseRenderer port with jsPDF and bwip-js, loaded on first use, fonts read once and kept. */
export const jsPdfDanfseRendererLayer = Layer.sync(DanfseRenderer, () => {
  const fonts = makeFontLibrary();
  return DanfseRenderer.of({
    renderDanfse: (input) =>
      Effect.promise(loadRenderer).pipe(
        Effect.map(({ renderDanfsePdf }) => renderDanfsePdf(input, fonts)),
      ),
  });
});
