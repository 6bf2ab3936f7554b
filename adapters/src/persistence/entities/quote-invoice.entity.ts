import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { Quote } from "./quote.entity.ts";

/**
 * An invoice made of a quote (docs/QUOTES.md#invoicing): a deposit invoice with its share in
 * hundredths of a percent, or the quote's final invoice.
 */
export const QuoteInvoiceSchema = defineEntity({
  name: "QuoteInvoice",
  tableName: "quote_invoices",
  properties: {
    invoice: () => p.manyToOne(Invoice).ref().primary().deleteRule("cascade"),
    quote: () =>
      p.manyToOne(Quote).ref().index("quote_invoices_quote_id_index").deleteRule("cascade"),
    kind: p.enum(["deposit", "final"]),
    depositHundredths: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});

export class QuoteInvoice extends QuoteInvoiceSchema.class {}
QuoteInvoiceSchema.setClass(QuoteInvoice);
