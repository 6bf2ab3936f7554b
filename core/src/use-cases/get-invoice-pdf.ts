import { Effect } from "effect";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { invoicePdfFileName } from "../documents/invoice-pdf-file-name.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedBytes, archivedInvoice } from "./archive-invoice.ts";
import { type InvoiceDocumentSources, invoiceDocumentSources } from "./invoice-document-sources.ts";
import { type InvoicePdfFile, invoicePdfFile } from "./invoice-pdf-file.ts";

/**
 * The PDF of one of the user's invoices with its download name: of an issued invoice, exactly the
 * bytes archived when it took its number, whatever changed since (docs/PRODUCT-RULES.md#archive);
 * of a draft, rendered now from `sources`, which are only read then.
 */
export const invoicePdfOf = <E, R>(
  userId: UserId,
  invoice: Invoice,
  sources: Effect.Effect<InvoiceDocumentSources, E, R>,
) =>
  Effect.gen(function* () {
    const bytes = yield* archivedBytes(yield* archivedInvoice(userId, invoice), "pdf");
    if (bytes !== null) {
      return { bytes, fileName: invoicePdfFileName(invoice) } satisfies InvoicePdfFile;
    }
    return yield* invoicePdfFile(buildInvoiceDocument({ invoice, ...(yield* sources) }));
  });

/** The PDF of one of the user's invoices, as `invoicePdfOf`. */
export const getInvoicePdf = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.id);
    return yield* invoicePdfOf(
      input.userId,
      invoice,
      invoiceDocumentSources({ userId: input.userId, invoice }),
    );
  });
