import { Schema } from "effect";
import { MAX_INVOICE_ITEMS } from "../invoices/invoice-limits.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

/** The longest reason of a credit note, in characters. */
export const MAX_REASON_LENGTH = 1000;

const reasonRule: KeyedRule<string> = (value) => {
  if (value === "") return "creditnotes.validation.reasonrequired";
  return value.length > MAX_REASON_LENGTH ? "creditnotes.validation.reasontoolong" : undefined;
};

/** Why the invoice is credited, required and printed on the credit note; blanks are trimmed. */
export const CreditNoteReason = Schema.Trim.pipe(
  Schema.check(keyedCheck(reasonRule)),
  Schema.annotateKey({ messageMissingKey: "creditnotes.validation.reasonrequired" }),
);

const positiveRule: KeyedRule<number> = (value) =>
  value > 0 ? undefined : "creditnotes.validation.amountpositive";

/**
 * One invoice line to credit: all that is left of it, or `amount` of its net (before tax) in
 * major units of the invoice's currency.
 */
export const CreditNoteItemRequest = Schema.Struct({
  itemId: Schema.String.pipe(
    Schema.check(Schema.isNonEmpty({ message: "creditnotes.validation.unknownitem" })),
    Schema.annotateKey({ messageMissingKey: "creditnotes.validation.unknownitem" }),
  ),
  amount: Schema.optionalKey(JsonAmount.pipe(Schema.check(keyedCheck(positiveRule)))),
});
export type CreditNoteItemRequest = typeof CreditNoteItemRequest.Type;

const itemCountRule: KeyedRule<ReadonlyArray<unknown>> = (items) =>
  items.length > MAX_INVOICE_ITEMS ? "invoiceform.validation.toomanyitems" : undefined;

/**
 * A credit note asked for an invoice (docs/PRODUCT-RULES.md#credit-notes): a
 * reason, and the lines to credit; without lines (or with none) the credit note takes the whole
 * remaining amount.
 */
export const CreateCreditNoteRequest = Schema.Struct({
  reason: CreditNoteReason,
  items: Schema.optionalKey(
    Schema.Array(CreditNoteItemRequest).pipe(Schema.check(keyedCheck(itemCountRule))),
  ),
});
export type CreateCreditNoteRequest = typeof CreateCreditNoteRequest.Type;
