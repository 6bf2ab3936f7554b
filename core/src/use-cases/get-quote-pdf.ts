import { Effect } from "effect";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import type { Quote } from "../quotes/quote.ts";
import { quoteAsInvoice, quotePdfFileName } from "../quotes/quote-document.ts";
import type { UserId } from "../users/user-id.ts";
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

/** The PDF of one of the user's quotes, as `quotePdf`. */
export const getQuotePdf = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { quote } = yield* (yield* QuoteRepository).get(input.userId, input.id);
    return yield* quotePdf(input.userId, quote);
  });
