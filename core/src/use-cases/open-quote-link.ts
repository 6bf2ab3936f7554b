import { Effect, Option } from "effect";
import { fromMinorUnits } from "../money/minor-units.ts";
import { QuoteRepository } from "../ports/quote-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import type { PublicQuote } from "../quotes/public-quote.ts";
import { QuoteLinkUnavailable } from "../quotes/quote-errors.ts";
import { findUser } from "./find-user.ts";
import { sentQuotePdf } from "./get-quote-pdf.ts";

/** The quote a live client link opens, with its client; QuoteLinkUnavailable otherwise. */
export const liveQuoteLink = (token: string) =>
  Effect.gen(function* () {
    const tokenHash = (yield* TokenGenerator).hash(token);
    const quotes = yield* QuoteRepository;
    const target = yield* quotes.findLink(tokenHash);
    if (Option.isNone(target)) return yield* new QuoteLinkUnavailable();
    const found = yield* quotes
      .get(target.value.userId, target.value.quoteId)
      .pipe(Effect.catchTag("QuoteNotFound", () => Effect.fail(new QuoteLinkUnavailable())));
    return { ...target.value, ...found };
  });

/**
 * What a quote's client link shows, to anyone holding it (docs/QUOTES.md#the-client-link): the
 * seller, the quote's summary, lines and status. An unknown or revoked link is
 * QuoteLinkUnavailable.
 */
export const openQuoteLink = (input: { readonly token: string }) =>
  Effect.gen(function* () {
    const { userId, quote, client } = yield* liveQuoteLink(input.token);
    if (quote.quoteNumber === null) return yield* new QuoteLinkUnavailable();
    const seller = yield* findUser(userId);
    const major = (minor: number) => fromMinorUnits(minor, quote.currency);
    return {
      seller: seller.companyName ?? seller.name,
      clientName: client.company ?? client.name,
      quoteNumber: quote.quoteNumber,
      status: quote.status,
      issueDate: quote.issueDate,
      validUntil: quote.validUntil,
      currency: quote.currency,
      pricesIncludeTax: quote.pricesIncludeTax,
      lines: quote.items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unitPrice: major(item.unitPrice),
        taxRate: item.taxRate,
        total: major(item.total),
      })),
      subtotal: major(quote.subtotal),
      taxAmount: major(quote.taxAmount),
      total: major(quote.total),
    } satisfies PublicQuote;
  });

/** The PDF of a live client link's quote, as its seller would download it. */
export const quoteLinkPdf = (input: { readonly token: string }) =>
  Effect.gen(function* () {
    const link = yield* liveQuoteLink(input.token);
    if (link.quote.quoteNumber === null) return yield* new QuoteLinkUnavailable();
    return yield* sentQuotePdf(link.userId, link.quote);
  });
