import { Schema } from "effect";
import { MinorUnits } from "../money/minor-units.ts";
import { VatCategory, VatExemptionReason } from "../vat/vat-category.ts";
import { Discount } from "./discount.ts";
import { ItemDescription, UnitPrice } from "./invoice-fields.ts";
import { ItemQuantity } from "./item-quantity.ts";
import { TaxRate } from "./tax-rate.ts";
import { UnitCode } from "./unit-code.ts";

/**
 * A stored invoice line, amounts in minor units. `taxAmount` is the line's share of its rate
 * group's tax and `total` its net plus that share, both as invoiceTotals computes them. A line
 * without a VAT category takes the default of its rate (`defaultVatCategory`). A line
 * picked from the catalogue names its entry and keeps the entry's NCM and sale CFOP as they were
 * when the line was saved (docs/PRODUCT-RULES.md#catalogue); other lines have none of them.
 */
export const InvoiceItem = Schema.Struct({
  id: Schema.String,
  description: ItemDescription,
  quantity: ItemQuantity,
  unitCode: UnitCode,
  unitPrice: UnitPrice,
  discount: Schema.NullOr(Discount),
  taxRate: TaxRate,
  vatCategory: Schema.NullOr(VatCategory),
  vatExemptionReason: Schema.NullOr(VatExemptionReason),
  taxAmount: MinorUnits,
  total: MinorUnits,
  catalogueItemId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  ncm: Schema.optionalKey(Schema.NullOr(Schema.String)),
  cfop: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type InvoiceItem = typeof InvoiceItem.Type;
