import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { aFacturXInput } from "../../../testing/builders/index.ts";
import { PdfRenderer } from "../../ports/pdf-renderer.ts";
import { type FacturXEmbedding, FacturXPdf } from "./factur-x-pdf.ts";
import { invoicePdf } from "./invoice-pdf.ts";

const PLAIN = new Uint8Array([1]);
const FACTUR_X = new Uint8Array([2]);

const run = (input: ReturnType<typeof aFacturXInput>) => {
  const embedded: Array<FacturXEmbedding> = [];
  const layers = Layer.mergeAll(
    Layer.succeed(PdfRenderer, PdfRenderer.of({ renderInvoice: () => Effect.succeed(PLAIN) })),
    Layer.succeed(
      FacturXPdf,
      FacturXPdf.of({
        embed: (_pdf, embedding) =>
          Effect.sync(() => {
            embedded.push(embedding);
            return FACTUR_X;
          }),
      }),
    ),
  );
  const { document, ...options } = input;
  const pdf = Effect.runSync(invoicePdf(document, options).pipe(Effect.provide(layers)));
  return { pdf, embedded };
};

describe("invoicePdf", () => {
  it("makes a French seller's invoice a Factur-X PDF carrying its XML", () => {
    const { pdf, embedded } = run(aFacturXInput());
    expect(pdf).toBe(FACTUR_X);
    expect(embedded[0]?.xml).toContain("<ram:ID>INV-001</ram:ID>");
    expect(embedded[0]?.modifiedAt).toBe("2026-11-20T10:00:00.000Z");
  });

  it("keeps the plain PDF for a seller without France settings", () => {
    expect(run(aFacturXInput({ france: null })).pdf).toBe(PLAIN);
  });

  it("keeps the plain PDF of an invoice the builder refuses, such as a draft", () => {
    const draft = aFacturXInput({ invoice: { invoiceNumber: null, status: "draft" } });
    expect(run(draft)).toEqual({ pdf: PLAIN, embedded: [] });
  });
});
