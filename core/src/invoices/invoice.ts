import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { OperationNature } from "../france/factur-x/operation-nature.ts";
import { Currency } from "../money/currency.ts";
import { MinorUnits } from "../money/minor-units.ts";
import { DeliveryAddress } from "./delivery-address.ts";
import { Discount } from "./discount.ts";
import { ClientId, InvoiceNotes, InvoiceSiret, InvoiceVatNumber } from "./invoice-fields.ts";
import { InvoiceItem } from "./invoice-item.ts";
import { InvoiceNumber } from "./invoice-number.ts";
import { InvoiceStatus } from "./invoice-status.ts";
import { ServicePeriod } from "./service-period.ts";

/**
 * A stored invoice, owned by one user, amounts in minor units of `currency`. A draft has no
 * number; one is assigned when it first leaves draft (docs/PRODUCT-RULES.md#numbering). The status
 * timestamps record when the invoice was last sent, paid and cancelled. Unit prices and discounts
 * include tax when `pricesIncludeTax`; `subtotal` is the amount without tax after every discount
 * (BT-109). The operation category (BT-23) is the seller's default when null; the delivery
 * address (BG-15) is given only when it differs from the buyer's.
 */
export const Invoice = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  invoiceNumber: Schema.NullOr(InvoiceNumber),
  clientId: ClientId,
  issueDate: IsoDate,
  dueDate: IsoDate,
  notes: InvoiceNotes,
  status: InvoiceStatus,
  siret: InvoiceSiret,
  vatNumber: InvoiceVatNumber,
  currency: Currency,
  pricesIncludeTax: Schema.Boolean,
  discount: Schema.NullOr(Discount),
  serviceDate: Schema.NullOr(IsoDate),
  servicePeriod: Schema.NullOr(ServicePeriod),
  operationCategory: Schema.NullOr(OperationNature),
  deliveryAddress: Schema.NullOr(DeliveryAddress),
  subtotal: MinorUnits,
  taxAmount: MinorUnits,
  total: MinorUnits,
  /**
   * BT-113: what deposit invoices already invoiced of this final invoice, tax included, deducted
   * from its total in what is due (docs/QUOTES.md#invoicing); absent or 0 for other invoices.
   */
  prepaidAmount: Schema.optionalKey(MinorUnits),
  items: Schema.Array(InvoiceItem),
  sentAt: Schema.NullOr(Instant),
  paidAt: Schema.NullOr(Instant),
  cancelledAt: Schema.NullOr(Instant),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Invoice = typeof Invoice.Type;
