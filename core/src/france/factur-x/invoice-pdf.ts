import { Effect, Result } from "effect";
import type { InvoiceDocument } from "../../documents/invoice-document.ts";
import { PdfRenderer } from "../../ports/pdf-renderer.ts";
import type { FacturXInput } from "./build-factur-x-invoice.ts";
import { buildFacturXXml } from "./build-factur-x-xml.ts";
import { FacturXPdf } from "./factur-x-pdf.ts";

/** How a French seller's invoices become Factur-X, besides the document itself. */
export type FacturXOptions = Omit<FacturXInput, "document">;

/** An invoice document's files: its PDF, and the Factur-X XML the PDF embeds when it is one. */
export interface InvoiceFiles {
  readonly pdf: Uint8Array;
  readonly facturXXml: string | null;
}

/**
 * The files of an invoice document (docs/PRODUCT-RULES.md#e-invoicing-france): for an invoice whose
 * Factur-X XML can be built (a French seller's issued invoice), the Factur-X PDF/A-3 and the XML it
 * carries; for any other invoice, or one the builder refuses, the plain invoice PDF alone, so that
 * a download never fails.
 */
export const invoiceFiles = (
  document: InvoiceDocument,
  options: FacturXOptions,
): Effect.Effect<InvoiceFiles, never, PdfRenderer | FacturXPdf> =>
  Effect.gen(function* () {
    const pdf = yield* PdfRenderer.use((renderer) => renderer.renderInvoice(document));
    if (document.jurisdiction !== "france") return { pdf, facturXXml: null };
    const xml = buildFacturXXml({ document, ...options });
    if (Result.isFailure(xml)) return { pdf, facturXXml: null };
    const facturX = yield* FacturXPdf.use((embedder) =>
      embedder.embed(pdf, { xml: xml.success, modifiedAt: document.invoice.updatedAt }),
    );
    return { pdf: facturX, facturXXml: xml.success };
  });

/** An invoice's PDF as `invoiceFiles` renders it. */
export const invoicePdf = (
  document: InvoiceDocument,
  options: FacturXOptions,
): Effect.Effect<Uint8Array, never, PdfRenderer | FacturXPdf> =>
  Effect.map(invoiceFiles(document, options), (files) => files.pdf);
