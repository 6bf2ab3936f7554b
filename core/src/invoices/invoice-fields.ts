import { Schema } from "effect";
import { Siret } from "../france/siret.ts";
import { FrenchVatNumber } from "../france/vat-number.ts";
import { MinorUnits } from "../money/minor-units.ts";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

/** The longest item description, in characters. */
export const MAX_DESCRIPTION_LENGTH = 1000;
/** The longest invoice note, in characters. */
export const MAX_NOTES_LENGTH = 5000;

const descriptionRule: KeyedRule<string> = (value) => {
  if (value.trim() === "") return "invoiceform.validation.itemdescription";
  return value.length > MAX_DESCRIPTION_LENGTH
    ? "invoiceform.validation.itemdescriptiontoolong"
    : undefined;
};

/**
 * What an item is for, required (docs/PRODUCT-RULES.md#lines); surrounding blanks are trimmed on
 * decoding.
 */
export const ItemDescription = Schema.Trim.pipe(
  Schema.check(keyedCheck(descriptionRule)),
  Schema.annotateKey({ messageMissingKey: "invoiceform.validation.itemdescription" }),
);

/**
 * Keys for an amount that may not be negative, such as a unit price (docs/PRODUCT-RULES.md#lines:
 * minimum 0).
 */
export const nonNegativeRule =
  (key: string): KeyedRule<number> =>
  (value) =>
    value < 0 ? key : undefined;

/** A unit price in minor units, at least 0. */
export const UnitPrice = MinorUnits.pipe(
  Schema.check(keyedCheck(nonNegativeRule("invoiceform.validation.unitpricemin"))),
);

/** The client an invoice is addressed to, required (docs/PRODUCT-RULES.md#lines). */
export const ClientId = Schema.String.pipe(
  Schema.check(Schema.isNonEmpty({ message: "invoiceform.validation.selectclient" })),
  Schema.annotateKey({ messageMissingKey: "invoiceform.validation.selectclient" }),
);

/** Free text printed on the invoice. */
export const InvoiceNotes = Schema.String.pipe(
  Schema.check(
    Schema.isMaxLength(MAX_NOTES_LENGTH, { message: "invoiceform.validation.notestoolong" }),
  ),
);

/** The invoice's SIRET, when it shows one. */
export const InvoiceSiret = Schema.NullOr(Siret);

/** The invoice's French VAT number, when it shows one. */
export const InvoiceVatNumber = Schema.NullOr(FrenchVatNumber);
