import { Schema } from "effect";
import { TaxRate } from "../invoices/tax-rate.ts";
import { UnitCode } from "../invoices/unit-code.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { type CatalogueItem, CatalogueItemKind } from "./catalogue-item.ts";

/** A catalogue entry as the API answers it: the price in major units of its currency. */
export const CatalogueItemJson = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  kind: CatalogueItemKind,
  unitCode: UnitCode,
  unitPrice: JsonAmount,
  currency: Currency,
  taxRate: TaxRate,
  ncm: Schema.NullOr(Schema.String),
  cfop: Schema.NullOr(Schema.String),
  serviceCode: Schema.NullOr(Schema.String),
  issRate: Schema.NullOr(Schema.Number),
});
export type CatalogueItemJson = typeof CatalogueItemJson.Type;

/** The user's whole catalogue, by name. */
export const CatalogueListResponse = Schema.Struct({ data: Schema.Array(CatalogueItemJson) });
export type CatalogueListResponse = typeof CatalogueListResponse.Type;

/** The API form of a catalogue entry. */
export const catalogueItemToJson = (item: CatalogueItem): CatalogueItemJson => ({
  ...item,
  unitPrice: fromMinorUnits(item.unitPrice, item.currency),
});
