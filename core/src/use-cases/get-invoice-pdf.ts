import { Effect } from "effect";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { invoicePdfFileName } from "../documents/invoice-pdf-file-name.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedBytes, archivedInvoice } from "./archive-invoice.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";
import { type InvoicePdfFile, invoicePdfFile } from "./invoice-pdf-file.ts";

/**
 * The PDF of one of the user's invoices with its download name (`GET /api/invoices/{id}/pdf`): of
 * an issued invoice, exactly the bytes archived when it took its number, whatever changed since
 * (decisions §9); of a draft, rendered now.
 */
export const getInvoicePdf = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const bytes = yield* archivedBytes(yield* archivedInvoice(input.userId, invoice), "pdf");
    if (bytes !== null) {
      return { bytes, fileName: invoicePdfFileName(invoice) } satisfies InvoicePdfFile;
    }
    const sources = yield* invoiceDocumentSources({
      userId: input.userId,
      clientId: invoice.clientId,
    });
    return yield* invoicePdfFile(buildInvoiceDocument({ invoice, ...sources }));
  });
