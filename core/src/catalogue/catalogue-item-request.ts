import { Schema } from "effect";
import { nonNegativeRule } from "../invoices/invoice-fields.ts";
import { TaxRate } from "../invoices/tax-rate.ts";
import { UnitCode } from "../invoices/unit-code.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { keyedCheck } from "../validation/keyed-rule.ts";
import { optionalText, requiredText } from "../validation/text-fields.ts";
import { CatalogueItemKind } from "./catalogue-item.ts";

const CODE_MAX = 20;

/**
 * A catalogue entry as the API takes it (docs/PRODUCT-RULES.md#catalogue): the price in major
 * units of `currency` (the user's when not given), the unit C62 when not given. Which of NCM, CFOP,
 * service code and ISS rate are required depends on the kind (`toCatalogueItemFields`).
 */
export const CatalogueItemRequest = Schema.Struct({
  name: requiredText("catalogue.validation.namerequired"),
  kind: CatalogueItemKind.pipe(
    Schema.annotateKey({ messageMissingKey: "catalogue.validation.kind" }),
  ),
  unitCode: Schema.optionalKey(UnitCode),
  unitPrice: JsonAmount.pipe(
    Schema.check(keyedCheck(nonNegativeRule("invoiceform.validation.unitpricemin"))),
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.unitpricemin" }),
  ),
  currency: Schema.optionalKey(Currency),
  taxRate: TaxRate.pipe(
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.taxraterange" }),
  ),
  ncm: optionalText(CODE_MAX),
  cfop: optionalText(CODE_MAX),
  serviceCode: optionalText(CODE_MAX),
  issRate: Schema.optionalKey(
    Schema.NullOr(Schema.Finite.annotate({ message: "catalogue.validation.issraterange" })),
  ),
});
export type CatalogueItemRequest = typeof CatalogueItemRequest.Type;
