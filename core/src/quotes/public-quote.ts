import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { QuoteNumber } from "./quote-number.ts";
import { QuoteStatus } from "./quote-status.ts";

/** A quote's line as its client link shows it. */
export const PublicQuoteLine = Schema.Struct({
  description: Schema.String,
  quantity: Schema.Number,
  unitPrice: JsonAmount,
  taxRate: Schema.Number,
  total: JsonAmount,
});

/**
 * What a quote's client link shows its holder, who has no account (docs/QUOTES.md#the-client-link):
 * the seller, the client's name, the quote's number, dates, lines, totals and status; nothing else
 * of the seller's account, other quotes or invoices.
 */
export const PublicQuote = Schema.Struct({
  seller: Schema.String,
  clientName: Schema.String,
  quoteNumber: QuoteNumber,
  status: QuoteStatus,
  issueDate: IsoDate,
  validUntil: IsoDate,
  currency: Currency,
  pricesIncludeTax: Schema.Boolean,
  lines: Schema.Array(PublicQuoteLine),
  subtotal: JsonAmount,
  taxAmount: JsonAmount,
  total: JsonAmount,
});
export type PublicQuote = typeof PublicQuote.Type;
