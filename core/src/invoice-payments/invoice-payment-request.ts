import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { maxLengthText, SHORT_TEXT_MAX } from "../validation/text-fields.ts";
import { InvoicePaymentMethod } from "./payment-method.ts";

const positiveRule: KeyedRule<number> = (value) =>
  value > 0 ? undefined : "invoicepayments.validation.amountpositive";

/**
 * A payment to record on an invoice (docs/PRODUCT-RULES.md#invoice-payments): the amount in major
 * units of the invoice's currency, the day it was received (not after today), how, and the payer's
 * reference (a transfer's, a cheque's number), empty when there is none.
 */
export const RecordInvoicePaymentRequest = Schema.Struct({
  amount: JsonAmount.pipe(
    Schema.check(keyedCheck(positiveRule)),
    Schema.annotateKey({ messageMissingKey: "invoicepayments.validation.amountpositive" }),
  ),
  date: IsoDate.pipe(Schema.annotateKey({ messageMissingKey: "calendar.invaliddate" })),
  method: InvoicePaymentMethod,
  reference: Schema.optionalKey(maxLengthText(SHORT_TEXT_MAX)),
});
export type RecordInvoicePaymentRequest = typeof RecordInvoicePaymentRequest.Type;
