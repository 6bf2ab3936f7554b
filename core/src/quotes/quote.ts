import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { Discount } from "../invoices/discount.ts";
import { ClientId, InvoiceNotes } from "../invoices/invoice-fields.ts";
import { InvoiceItem } from "../invoices/invoice-item.ts";
import { Currency } from "../money/currency.ts";
import { MinorUnits } from "../money/minor-units.ts";
import { QuoteNumber } from "./quote-number.ts";
import { QuoteStatus } from "./quote-status.ts";

/**
 * A stored quote (docs/QUOTES.md), owned by one user, amounts in minor units of `currency`, its
 * lines and totals exactly as an invoice's (the one `invoiceTotals`). A draft has no number; it
 * takes the owner's next `QUO-` number when it is first sent. `validUntil` is the last day the
 * client can accept it; the status stamps record when it was sent and answered or expired.
 */
export const Quote = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  quoteNumber: Schema.NullOr(QuoteNumber),
  clientId: ClientId,
  status: QuoteStatus,
  issueDate: IsoDate,
  validUntil: IsoDate,
  notes: InvoiceNotes,
  currency: Currency,
  pricesIncludeTax: Schema.Boolean,
  discount: Schema.NullOr(Discount),
  subtotal: MinorUnits,
  taxAmount: MinorUnits,
  total: MinorUnits,
  items: Schema.Array(InvoiceItem),
  sentAt: Schema.NullOr(Instant),
  answeredAt: Schema.NullOr(Instant),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Quote = typeof Quote.Type;
