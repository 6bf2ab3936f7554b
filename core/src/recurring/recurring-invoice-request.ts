import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";
import { EmailMethod } from "../email/email-send-request.ts";
import { OperationNature } from "../france/factur-x/operation-nature.ts";
import { DiscountRequest } from "../invoices/discount.ts";
import { ClientId, InvoiceNotes } from "../invoices/invoice-fields.ts";
import { InvoiceItemRequest, invoiceItemsRule } from "../invoices/invoice-request.ts";
import { Currency } from "../money/currency.ts";
import { keyedCheck } from "../validation/keyed-rule.ts";
import { Frequency } from "./recurrence.ts";

/** The most occurrences a count may ask for, and the longest payment term in days. */
export const MAX_OCCURRENCE_COUNT = 1000;
export const MAX_PAYMENT_TERMS_DAYS = 365;

const wholeIn = (min: number, max: number, key: string) =>
  Schema.Int.pipe(
    Schema.check(keyedCheck((value: number) => (value < min || value > max ? key : undefined))),
    Schema.annotateKey({ messageMissingKey: key }),
  );

/**
 * A recurring invoice as the API takes it (docs/PRODUCT-RULES.md#recurring-invoices): the
 * invoice it repeats (client, lines in major units, currency defaulting to the user's), when
 * (frequency, day: ISO weekday 1–7 for weekly, day of month 1–31 otherwise; start; an end date
 * or a count, or neither), the payment term (30 days when not given) and the delivery (e-mail
 * method or none, e-invoice auto-send).
 */
export const RecurringInvoiceRequest = Schema.Struct({
  clientId: ClientId,
  currency: Schema.optionalKey(Currency),
  pricesIncludeTax: Schema.optionalKey(Schema.Boolean),
  discount: Schema.optionalKey(Schema.NullOr(DiscountRequest)),
  notes: Schema.optionalKey(InvoiceNotes),
  operationCategory: Schema.optionalKey(Schema.NullOr(OperationNature)),
  items: Schema.Array(InvoiceItemRequest).pipe(
    Schema.check(keyedCheck(invoiceItemsRule)),
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.atleastoneitem" }),
  ),
  frequency: Frequency.pipe(
    Schema.annotateKey({ messageMissingKey: "recurring.validation.frequency" }),
  ),
  day: wholeIn(1, 31, "recurring.validation.day"),
  startDate: IsoDate.pipe(
    Schema.annotateKey({ messageMissingKey: "recurring.validation.startdate" }),
  ),
  endDate: Schema.optionalKey(Schema.NullOr(IsoDate)),
  count: Schema.optionalKey(
    Schema.NullOr(wholeIn(1, MAX_OCCURRENCE_COUNT, "recurring.validation.count")),
  ),
  paymentTermsDays: Schema.optionalKey(
    wholeIn(0, MAX_PAYMENT_TERMS_DAYS, "recurring.validation.paymentterms"),
  ),
  emailMethod: Schema.optionalKey(Schema.NullOr(EmailMethod)),
  sendEInvoice: Schema.optionalKey(Schema.Boolean),
}).pipe(
  Schema.check(
    Schema.makeFilter((body) =>
      body.frequency === "weekly" && body.day > 7
        ? { path: ["day"], issue: "recurring.validation.day" }
        : undefined,
    ),
  ),
  Schema.check(
    Schema.makeFilter((body) =>
      body.endDate != null && body.endDate < body.startDate
        ? { path: ["endDate"], issue: "recurring.validation.enddate" }
        : undefined,
    ),
  ),
);
export type RecurringInvoiceRequest = typeof RecurringInvoiceRequest.Type;
