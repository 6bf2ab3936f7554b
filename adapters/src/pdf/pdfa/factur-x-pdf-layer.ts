import { FacturXPdf } from "@invoicing/core";
import { Effect, Layer } from "effect";

// pdf-lib loads with the first Factur-X, not with the server.
let embedder: Promise<typeof import("./embed-factur-x.ts")> | null = null;
const loadEmbedder = () => {
  embedder ??= import("./embed-factur-x.ts");
  return embedder;
};

/** The FacturXPdf port with `@cantoo/pdf-lib`, loaded on first use. */
export const facturXPdfLayer = Layer.succeed(
  FacturXPdf,
  FacturXPdf.of({
    embed: (pdf, embedding) =>
      Effect.promise(async () => (await loadEmbedder()).embedFacturXInPdf(pdf, embedding)),
  }),
);
