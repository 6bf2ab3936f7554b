import type { Invoice } from "../invoices/invoice.ts";

/**
 * The download name of an invoice's PDF (docs/PRODUCT-RULES.md#files): `invoice-INV-001.pdf`, and
 * for an invoice without a number yet (a draft) `invoice-draft-<id>.pdf`.
 */
export const invoicePdfFileName = (invoice: Pick<Invoice, "id" | "invoiceNumber">): string =>
  invoice.invoiceNumber === null
    ? `invoice-draft-${invoice.id}.pdf`
    : `invoice-${invoice.invoiceNumber}.pdf`;
