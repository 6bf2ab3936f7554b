import { Effect } from "effect";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import type { EmailMethod } from "../email/email-send-request.ts";
import { quoteMail } from "../email/quote-mail.ts";
import { Clock } from "../ports/clock.ts";
import { Mailer } from "../ports/mailer.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { quoteAsInvoice, quotePdfFileName } from "../quotes/quote-document.ts";
import type { UserId } from "../users/user-id.ts";
import { leftToTheArchiveJob } from "./archive-invoice.ts";
import { quoteStatusChange } from "./change-quote-status.ts";
import { archivedQuotePdf, archiveSentQuote } from "./get-quote-pdf.ts";
import { invoiceDocumentSources } from "./invoice-document-sources.ts";
import type { InvoiceEmailed } from "./send-invoice-email.ts";

/**
 * Sends a quote to its client by `method` (docs/QUOTES.md): the e-mail in the seller's language
 * with the quote PDF attached and a new client link to accept or decline it (`linkOf` makes the
 * link's address of its token), replies to the seller. A draft becomes sent, and takes its number,
 * only once the transport accepted the message; a refusal changes nothing. An answered or expired
 * quote is not sent again (InvalidQuoteTransition). The PDF sent is archived, and a quote sent
 * again carries its archived PDF, so the client always has the same document.
 */
export const sendQuoteEmail = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly method: EmailMethod;
  readonly linkOf: (token: string) => string;
}) =>
  Effect.gen(function* () {
    const quotes = yield* QuoteRepository;
    const { quote } = yield* quotes.get(input.userId, input.id);
    // Read before the transaction: on PGlite nothing else may query while it is open.
    const sources = yield* invoiceDocumentSources({
      userId: input.userId,
      invoice: { id: quote.id, clientId: quote.clientId, invoiceNumber: null },
    });
    const archived =
      quote.quoteNumber === null ? null : yield* archivedQuotePdf(input.userId, quote.id);
    const renderer = yield* PdfRenderer;
    const mailer = yield* Mailer;
    const { token, tokenHash } = yield* (yield* TokenGenerator).generate;
    const now = yield* (yield* Clock).now;
    const { delivered } = yield* quotes.send(input.userId, input.id, {
      decide: (current) => quoteStatusChange("email", current, "sent", now),
      linkTokenHash: tokenHash,
      deliver: (changed) =>
        Effect.gen(function* () {
          const document = buildInvoiceDocument({
            invoice: quoteAsInvoice(changed.quote),
            ...sources,
            quote: true,
          });
          const pdf = archived ?? (yield* renderer.renderInvoice(document));
          const message = quoteMail({
            document,
            pdf,
            pdfFileName: quotePdfFileName(changed.quote),
            link: input.linkOf(token),
          });
          const accepted = yield* mailer.send(message, input.method);
          return { accepted, recipient: message.to, pdf };
        }),
    });
    // After the commit (PGlite runs one statement at a time); a failure leaves it to the first read.
    yield* leftToTheArchiveJob(archiveSentQuote(input.userId, quote.id, delivered.pdf));
    return {
      recipient: delivered.recipient,
      outbox: delivered.accepted.outbox,
      language: sources.seller.language,
    } satisfies InvoiceEmailed;
  });
