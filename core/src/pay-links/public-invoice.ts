import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { InvoiceBalanceFields } from "../invoice-payments/invoice-balance-json.ts";
import { InvoiceNumber } from "../invoices/invoice-number.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";

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
});
export type PublicInvoice = typeof PublicInvoice.Type;
