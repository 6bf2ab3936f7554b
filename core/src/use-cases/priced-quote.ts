import { Effect } from "effect";
import type { CreateInvoiceRequest } from "../invoices/invoice-request.ts";
import type { Currency } from "../money/currency.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import type { Quote } from "../quotes/quote.ts";
import type { CreateQuoteRequest } from "../quotes/quote-request.ts";
import type { UserId } from "../users/user-id.ts";
import { pickedCatalogue, priceInvoice } from "./priced-invoice.ts";

/** The fields of a quote that its request sets, with the totals computed. */
export type PricedQuoteFields = Pick<
  Quote,
  | "clientId"
  | "issueDate"
  | "validUntil"
  | "notes"
  | "currency"
  | "pricesIncludeTax"
  | "discount"
  | "subtotal"
  | "taxAmount"
  | "total"
  | "items"
>;

// A quote's lines, discounts and totals follow an invoice's rules exactly: its request is priced
// as the draft invoice it would become, valid until the date the invoice would be due.
const asInvoiceRequest = (request: CreateQuoteRequest): CreateInvoiceRequest => {
  const { validUntil, ...fields } = request;
  return { ...fields, dueDate: validUntil, status: "draft" };
};

/**
 * A quote request priced by the invoice rules (docs/QUOTES.md): totals by `invoiceTotals`,
 * checked against any the request gave (InvoiceTotalsMismatch), amounts fitting the currency
 * (ValidationFailed), lines picked from the user's catalogue linked to their entries.
 */
export const priceQuote = (
  userId: UserId,
  request: CreateQuoteRequest,
  fallbackCurrency: Currency,
) =>
  Effect.gen(function* () {
    const invoiceRequest = asInvoiceRequest(request);
    const ids = yield* IdGenerator;
    const itemIds = yield* Effect.replicateEffect(ids.next, request.items.length);
    const catalogue = yield* pickedCatalogue(userId, invoiceRequest);
    const fields = yield* Effect.fromResult(
      priceInvoice(invoiceRequest, fallbackCurrency, itemIds, catalogue),
    );
    return {
      clientId: fields.clientId,
      issueDate: fields.issueDate,
      validUntil: request.validUntil,
      notes: fields.notes,
      currency: fields.currency,
      pricesIncludeTax: fields.pricesIncludeTax,
      discount: fields.discount,
      subtotal: fields.subtotal,
      taxAmount: fields.taxAmount,
      total: fields.total,
      items: fields.items,
    } satisfies PricedQuoteFields;
  });
