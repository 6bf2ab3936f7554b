import { Effect, Result } from "effect";
import type { InvoiceDocument } from "../../documents/invoice-document.ts";
import { PdfRenderer } from "../../ports/pdf-renderer.ts";
import type { FacturXInput } from "./build-factur-x-invoice.ts";
import { buildFacturXXml } from "./build-factur-x-xml.ts";
import { FacturXPdf } from "./factur-x-pdf.ts";

/** How a French seller's invoices become Factur-X, besides the document itself. */
export type FacturXOptions = Omit<FacturXInput, "document">;

/**
 * The PDF of `GET /api/invoices/{id}/pdf` (decisions §3): for an invoice whose Factur-X XML can
 * be built (a French seller's issued invoice), the Factur-X PDF/A-3 carrying it; for any other
 * invoice, or one the builder refuses, the plain invoice PDF, so that a download never fails.
 */
export const invoicePdf = (
  document: InvoiceDocument,
  options: FacturXOptions,
): Effect.Effect<Uint8Array, never, PdfRenderer | FacturXPdf> =>
  Effect.gen(function* () {
    const pdf = yield* PdfRenderer.use((renderer) => renderer.renderInvoice(document));
    if (document.jurisdiction !== "france") return pdf;
    const xml = buildFacturXXml({ document, ...options });
    if (Result.isFailure(xml)) return pdf;
    return yield* FacturXPdf.use((facturX) =>
      facturX.embed(pdf, { xml: xml.success, modifiedAt: document.invoice.updatedAt }),
    );
  });
