import { Schema } from "effect";
import { MinorUnits } from "../money/minor-units.ts";
import { ItemDescription, ItemQuantity, UnitPrice } from "./invoice-fields.ts";
import { TaxRate } from "./tax-rate.ts";

/**
 * A stored invoice line, amounts in minor units. `taxAmount` is the line's share of its rate
 * group's tax and `total` its net plus that share, both as invoiceTotals computes them.
 */
export const InvoiceItem = Schema.Struct({
  id: Schema.String,
  description: ItemDescription,
  quantity: ItemQuantity,
  unitPrice: UnitPrice,
  taxRate: TaxRate,
  taxAmount: MinorUnits,
  total: MinorUnits,
});
export type InvoiceItem = typeof InvoiceItem.Type;
