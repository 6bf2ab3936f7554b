import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { InvoiceBalanceFields } from "../invoice-payments/invoice-balance-json.ts";
import { InvoiceNumber } from "../invoices/invoice-number.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";

/**
 * How the pay link's page takes the card (docs/PRODUCT-RULES.md#pay-links): Stripe Elements on the
 * seller's connected account (the platform's publishable key and that account, which Stripe.js
 * needs to confirm there), the built-in sandbox form, or none when the operator runs Stripe Connect
 * and the seller has not connected an account.
 */
export const PayLinkCard = Schema.Union([
  Schema.Struct({ provider: Schema.Literal("sandbox") }),
  Schema.Struct({
    provider: Schema.Literal("stripe"),
    publishableKey: Schema.String,
    account: Schema.String,
  }),
  Schema.Struct({ provider: Schema.Literal("none") }),
]);
export type PayLinkCard = typeof PayLinkCard.Type;

/**
 * What a pay link shows its holder, who has no account (docs/PRODUCT-RULES.md#pay-links): the
 * seller, the client's name, the invoice's number, dates, total and balance; nothing else of the
 * seller's account or other invoices.
 */
export const PublicInvoice = Schema.Struct({
  seller: Schema.String,
  clientName: Schema.String,
  invoiceNumber: InvoiceNumber,
  issueDate: IsoDate,
  dueDate: IsoDate,
  currency: Currency,
  total: JsonAmount,
  creditedTotal: JsonAmount,
  ...InvoiceBalanceFields,
  card: PayLinkCard,
});
export type PublicInvoice = typeof PublicInvoice.Type;
