import { Effect } from "effect";
import type { InvoiceDocument } from "../documents/invoice-document.ts";
import { invoicePdfFileName } from "../documents/invoice-pdf-file-name.ts";
import { invoicePdf } from "../france/factur-x/invoice-pdf.ts";
import { SELLER_FACTUR_X_OPTIONS } from "./factur-x-options.ts";

/** An invoice's PDF with its download name. */
export interface InvoicePdfFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/**
 * The PDF of an invoice document, named `invoice-INV-001.pdf` (`invoice-draft-<id>.pdf` without a
 * number): the one step both the download and the e-mail attachment go through, so both carry
 * the same bytes. A French seller's issued invoice is a Factur-X PDF/A-3
 * (docs/PRODUCT-RULES.md#e-invoicing-france).
 */
export const invoicePdfFile = (document: InvoiceDocument) =>
  invoicePdf(document, SELLER_FACTUR_X_OPTIONS).pipe(
    Effect.map(
      (bytes): InvoicePdfFile => ({ bytes, fileName: invoicePdfFileName(document.invoice) }),
    ),
  );
