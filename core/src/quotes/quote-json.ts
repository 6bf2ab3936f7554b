import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { DiscountRequest } from "../invoices/discount.ts";
import { InvoiceNotes } from "../invoices/invoice-fields.ts";
import { discountJson, InvoiceClientSummary, InvoiceItemJson } from "../invoices/invoice-json.ts";
import { Paged } from "../invoices/paged.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import type { QuoteSummary, QuoteWithClient } from "../ports/quote-repository.ts";
import { QuoteNumber } from "./quote-number.ts";
import { QuoteStatus } from "./quote-status.ts";

/** An invoice made from a quote, as the quote's detail lists it. */
export const QuoteInvoiceJson = Schema.Struct({
  invoiceId: Schema.String,
  kind: Schema.Literals(["deposit", "final"]),
  depositPercent: Schema.NullOr(Schema.Number),
  total: JsonAmount,
  cancelled: Schema.Boolean,
});

/**
 * A quote as the API returns it: amounts in major units, `quoteNumber` null for a draft, the
 * client, and the invoices made from it, oldest first.
 */
export const QuoteJson = Schema.Struct({
  id: Schema.String,
  quoteNumber: Schema.NullOr(QuoteNumber),
  clientId: Schema.String,
  client: InvoiceClientSummary,
  status: QuoteStatus,
  issueDate: IsoDate,
  validUntil: IsoDate,
  notes: InvoiceNotes,
  currency: Currency,
  pricesIncludeTax: Schema.Boolean,
  discount: Schema.NullOr(DiscountRequest),
  subtotal: JsonAmount,
  taxAmount: JsonAmount,
  total: JsonAmount,
  items: Schema.Array(InvoiceItemJson),
  invoices: Schema.Array(QuoteInvoiceJson),
  sentAt: Schema.NullOr(Instant),
  answeredAt: Schema.NullOr(Instant),
  createdAt: Instant,
  updatedAt: Instant,
});
export type QuoteJson = typeof QuoteJson.Type;

/** A quote as the list shows it. */
export const QuoteSummaryJson = Schema.Struct({
  id: Schema.String,
  quoteNumber: Schema.NullOr(QuoteNumber),
  status: QuoteStatus,
  issueDate: IsoDate,
  validUntil: IsoDate,
  clientName: Schema.String,
  currency: Currency,
  total: JsonAmount,
});
export type QuoteSummaryJson = typeof QuoteSummaryJson.Type;

/** The answer listing quotes: a page of them (`{ data, page, pageSize, total }`), newest first. */
export const QuoteListResponse = Paged(QuoteSummaryJson);
export type QuoteListResponse = typeof QuoteListResponse.Type;

/** Presents a stored quote for the API. */
export const quoteToJson = ({ quote, client, invoices }: QuoteWithClient): QuoteJson => {
  const major = (minor: number) => fromMinorUnits(minor, quote.currency);
  const { userId: _owner, ...fields } = quote;
  return {
    ...fields,
    client,
    discount: discountJson(quote.discount, quote.currency),
    subtotal: major(quote.subtotal),
    taxAmount: major(quote.taxAmount),
    total: major(quote.total),
    items: quote.items.map((item) => ({
      ...item,
      unitPrice: major(item.unitPrice),
      discount: discountJson(item.discount, quote.currency),
      taxAmount: major(item.taxAmount),
      total: major(item.total),
    })),
    invoices: invoices.map((record) => ({
      invoiceId: record.invoiceId,
      kind: record.kind,
      depositPercent: record.depositHundredths === null ? null : record.depositHundredths / 100,
      total: major(record.total),
      cancelled: record.cancelled,
    })),
  };
};

/** Presents a quote list row for the API. */
export const quoteSummaryToJson = (summary: QuoteSummary): QuoteSummaryJson => ({
  ...summary,
  total: fromMinorUnits(summary.total, summary.currency),
});
