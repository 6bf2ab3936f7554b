import { FacturXPdf } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { embedFacturXInPdf } from "./embed-factur-x.ts";

/** The FacturXPdf port with `@cantoo/pdf-lib`. */
export const facturXPdfLayer = Layer.succeed(
  FacturXPdf,
  FacturXPdf.of({
    embed: (pdf, embedding) => Effect.promise(() => embedFacturXInPdf(pdf, embedding)),
  }),
);
