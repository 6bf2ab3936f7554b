import type { Invoice } from "../invoices/invoice.ts";
import type { Quote } from "./quote.ts";

/**
 * A quote in the shape the invoice document takes (docs/QUOTES.md): its number in the number's
 * place, its validity date as the due date, a draft while the quote is one (so its PDF is marked
 * as such), and none of an invoice's French or service fields, which a quote does not state.
 */
export const quoteAsInvoice = (quote: Quote): Invoice => ({
  id: quote.id,
  userId: quote.userId,
  invoiceNumber: quote.quoteNumber,
  clientId: quote.clientId,
  issueDate: quote.issueDate,
  dueDate: quote.validUntil,
  notes: quote.notes,
  status: quote.status === "draft" ? "draft" : "sent",
  siret: null,
  vatNumber: null,
  currency: quote.currency,
  pricesIncludeTax: quote.pricesIncludeTax,
  discount: quote.discount,
  serviceDate: null,
  servicePeriod: null,
  operationCategory: null,
  deliveryAddress: null,
  subtotal: quote.subtotal,
  taxAmount: quote.taxAmount,
  total: quote.total,
  items: quote.items,
  sentAt: quote.sentAt,
  paidAt: null,
  cancelledAt: null,
  createdAt: quote.createdAt,
  updatedAt: quote.updatedAt,
});

/** A quote PDF's download name: `quote-QUO-001.pdf`, or `quote-draft-<id>.pdf` for a draft. */
export const quotePdfFileName = (quote: Pick<Quote, "id" | "quoteNumber">): string =>
  quote.quoteNumber === null ? `quote-draft-${quote.id}.pdf` : `quote-${quote.quoteNumber}.pdf`;
