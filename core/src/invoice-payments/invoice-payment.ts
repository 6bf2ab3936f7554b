import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits, MinorUnits } from "../money/minor-units.ts";
import { InvoicePaymentMethod } from "./payment-method.ts";

/**
 * A payment received on an invoice (docs/PRODUCT-RULES.md#invoice-payments): an amount in minor
 * units of the invoice's currency, the day it was received, how, and the payer's reference. A
 * mistaken one is deleted by stamping `deletedAt`: it stays in the invoice's history and counts no
 * more. `cardPaymentId` names the card payment it came from, if any.
 */
export const InvoicePayment = Schema.Struct({
  id: Schema.String,
  invoiceId: Schema.String,
  amount: MinorUnits,
  currency: Currency,
  date: IsoDate,
  method: InvoicePaymentMethod,
  reference: Schema.String,
  cardPaymentId: Schema.NullOr(Schema.String),
  createdAt: Instant,
  deletedAt: Schema.NullOr(Instant),
});
export type InvoicePayment = typeof InvoicePayment.Type;

/** An invoice payment as the API answers it, the amount in major units. */
export const InvoicePaymentJson = InvoicePayment.mapFields((fields) => ({
  ...fields,
  amount: JsonAmount,
}));
export type InvoicePaymentJson = typeof InvoicePaymentJson.Type;

/** The API form of an invoice payment. */
export const invoicePaymentJson = (payment: InvoicePayment): InvoicePaymentJson => ({
  ...payment,
  amount: fromMinorUnits(payment.amount, payment.currency),
});
