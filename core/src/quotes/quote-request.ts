import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { DiscountRequest } from "../invoices/discount.ts";
import { ClientId, InvoiceNotes } from "../invoices/invoice-fields.ts";
import { MAX_INVOICE_ITEMS } from "../invoices/invoice-limits.ts";
import { InvoiceItemRequest } from "../invoices/invoice-request.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { toScaledInteger } from "../money/scaled-integer.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { QuoteStatus } from "./quote-status.ts";

const itemCountRule: KeyedRule<ReadonlyArray<unknown>> = (items) => {
  if (items.length === 0) return "invoiceform.validation.atleastoneitem";
  return items.length > MAX_INVOICE_ITEMS ? "invoiceform.validation.toomanyitems" : undefined;
};

/**
 * A new quote, or an edit of a draft one that restates it whole (docs/QUOTES.md): lines as an
 * invoice's, amounts in major units, totals optional and checked when sent; `currency` defaults
 * to the user's; `validUntil` is the last day the client can accept it, not before `issueDate`.
 */
export const CreateQuoteRequest = Schema.Struct({
  clientId: ClientId,
  issueDate: IsoDate.pipe(
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.issuedaterequired" }),
  ),
  validUntil: IsoDate.pipe(
    Schema.annotateKey({ messageMissingKey: "quotes.validation.validuntilrequired" }),
  ),
  notes: Schema.optionalKey(InvoiceNotes),
  currency: Schema.optionalKey(Currency),
  pricesIncludeTax: Schema.optionalKey(Schema.Boolean),
  discount: Schema.optionalKey(Schema.NullOr(DiscountRequest)),
  subtotal: Schema.optionalKey(JsonAmount),
  taxAmount: Schema.optionalKey(JsonAmount),
  total: Schema.optionalKey(JsonAmount),
  items: Schema.Array(InvoiceItemRequest).pipe(
    Schema.check(keyedCheck(itemCountRule)),
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.atleastoneitem" }),
  ),
}).pipe(
  Schema.check(
    Schema.makeFilter((body) =>
      body.validUntil < body.issueDate
        ? { path: ["validUntil"], issue: "quotes.validation.validuntilbeforeissuedate" }
        : undefined,
    ),
  ),
);
export type CreateQuoteRequest = typeof CreateQuoteRequest.Type;

/** A status change of a quote asked by its seller (`{ status }`). */
export const QuoteStatusRequest = Schema.Struct({ status: QuoteStatus });
export type QuoteStatusRequest = typeof QuoteStatusRequest.Type;

const depositRule: KeyedRule<number> = (value) => {
  if (toScaledInteger(value, 2) === undefined) return "quotes.validation.depositpercentstep";
  return value <= 0 || value >= 100 ? "quotes.validation.depositpercentrange" : undefined;
};

/**
 * What invoicing a quote makes (docs/QUOTES.md#invoicing): with `depositPercent`
 * (more than 0, less than 100, two decimals at most) a deposit invoice for that share of the
 * quote; without it the final invoice of the whole quote, less the deposits invoiced before.
 */
export const QuoteInvoiceRequest = Schema.Struct({
  depositPercent: Schema.optionalKey(Schema.Finite.pipe(Schema.check(keyedCheck(depositRule)))),
});
export type QuoteInvoiceRequest = typeof QuoteInvoiceRequest.Type;

/** The client's answer through the quote's public link. */
export const QuoteAnswerRequest = Schema.Struct({
  answer: Schema.Literals(["accept", "decline"]),
});
export type QuoteAnswerRequest = typeof QuoteAnswerRequest.Type;
