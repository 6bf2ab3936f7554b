import { PdfRenderer } from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { frenchInvoice } from "../../testing/pdf/sample-invoice-documents.ts";
import { jsPdfRendererLayer } from "./jspdf-renderer-layer.ts";

describe("jsPdfRendererLayer", () => {
  it("renders an invoice document to PDF bytes through the PdfRenderer port", async () => {
    const bytes = await Effect.runPromise(
      PdfRenderer.use((renderer) => renderer.renderInvoice(frenchInvoice())).pipe(
        Effect.provide(jsPdfRendererLayer),
      ),
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });
});
