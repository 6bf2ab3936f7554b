import { Effect } from "effect";
import type { ArchivedDocumentRef } from "../archive/archived-document.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { DocumentArchive } from "../ports/document-archive.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import type { Quote } from "../quotes/quote.ts";
import { quoteAsInvoice, quotePdfFileName } from "../quotes/quote-document.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedBytes } from "./archive-invoice.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";
import type { InvoicePdfFile } from "./invoice-pdf-file.ts";

/**
 * A quote's PDF in its seller's language and template (docs/QUOTES.md): the invoice renderer's
 * document titled as a quote ("Devis", "Orçamento", …), with the quote's client as it is now. A
 * quote is an offer, not a tax document: it is a plain PDF, never a Factur-X one.
 */
export const quotePdf = (userId: UserId, quote: Quote) =>
  Effect.gen(function* () {
    const sources = yield* invoiceDocumentSources({
      userId,
      invoice: { id: quote.id, clientId: quote.clientId, invoiceNumber: null },
    });
    const document = buildInvoiceDocument({
      invoice: quoteAsInvoice(quote),
      ...sources,
      quote: true,
    });
    const bytes = yield* (yield* PdfRenderer).renderInvoice(document);
    return { bytes, fileName: quotePdfFileName(quote), document } satisfies InvoicePdfFile & {
      readonly document: typeof document;
    };
  });

const quoteRef = (userId: UserId, id: string): ArchivedDocumentRef => ({
  userId,
  kind: "quote",
  documentId: id,
});

/** The PDF bytes a sent quote's archive holds, or null when it is not archived yet. */
export const archivedQuotePdf = (userId: UserId, quoteId: string) =>
  Effect.gen(function* () {
    const archived = yield* (yield* DocumentArchive).find(userId, "quote", quoteId);
    return yield* archivedBytes(archived, "pdf");
  });

/**
 * Archives the PDF a quote was sent with, unless it is archived already (docs/QUOTES.md#documents):
 * from then on that PDF is the quote's, whatever changes to the client, logo or template.
 */
export const archiveSentQuote = (userId: UserId, quoteId: string, pdf: Uint8Array) =>
  DocumentArchive.use((archive) =>
    archive.archive(quoteRef(userId, quoteId), [
      { format: "pdf", content: pdf, contentType: "application/pdf" },
    ]),
  );

/**
 * A quote's PDF as its client has it (docs/QUOTES.md#documents): a draft's rendered now; a sent
 * quote's from the archive, byte for byte, archived now from the quote as stored when it was not
 * yet (marked sent by the seller rather than e-mailed, or a send whose archiving failed).
 */
export const sentQuotePdf = (userId: UserId, quote: Quote) =>
  Effect.gen(function* () {
    if (quote.quoteNumber === null) return yield* quotePdf(userId, quote);
    const fileName = quotePdfFileName(quote);
    const archived = yield* archivedQuotePdf(userId, quote.id);
    if (archived !== null) return { bytes: archived, fileName } satisfies InvoicePdfFile;
    const rendered = yield* quotePdf(userId, quote);
    const recorded = yield* archiveSentQuote(userId, quote.id, rendered.bytes);
    const bytes = (yield* archivedBytes(recorded, "pdf")) ?? rendered.bytes;
    return { bytes, fileName } satisfies InvoicePdfFile;
  });

/** The PDF of one of the user's quotes, as `sentQuotePdf`. */
export const getQuotePdf = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { quote } = yield* (yield* QuoteRepository).get(input.userId, input.id);
    return yield* sentQuotePdf(input.userId, quote);
  });
