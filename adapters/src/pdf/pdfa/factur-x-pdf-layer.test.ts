import { invoicePdf } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { frenchSellerDocument } from "../../../testing/einvoice/france/factur-x-corpus.ts";
import { jsPdfRendererLayer } from "../jspdf-renderer-layer.ts";
import { facturXPdfLayer } from "./factur-x-pdf-layer.ts";
import { readFacturXXml } from "./read-factur-x-xml.ts";

const layers = Layer.mergeAll(jsPdfRendererLayer, facturXPdfLayer);
const pdfOf = (document: ReturnType<typeof frenchSellerDocument>) =>
  Effect.runPromise(
    invoicePdf(document, { nature: "services", euroRate: null }).pipe(Effect.provide(layers)),
  );

describe("facturXPdfLayer", () => {
  it("gives the invoice PDF route a Factur-X PDF for a French seller's issued invoice", async () => {
    const document = frenchSellerDocument({
      items: [{ description: "Audit", quantity: 1, unitPrice: 50_000, taxRate: 20 }],
    });
    const xml = await readFacturXXml(await pdfOf(document));
    expect(xml).toContain("<ram:ID>INV-101</ram:ID>");
  });

  it("gives a draft its plain PDF", async () => {
    const draft = frenchSellerDocument({
      status: "draft",
      invoiceNumber: null,
      items: [{ description: "Audit", quantity: 1, unitPrice: 50_000, taxRate: 20 }],
    });
    expect(await readFacturXXml(await pdfOf(draft))).toBeNull();
  });
});
