import type { InvoiceDocumentInput } from "../../src/documents/invoice-document.ts";
import { DEFAULT_INVOICE_TEMPLATE } from "../../src/documents/invoice-template.ts";
import { aClient } from "./client.ts";
import { anInvoice } from "./invoice.ts";
import { aUser } from "./user.ts";

/** A document input: the default invoice, client and seller, no settings, the default template. */
export const aDocumentInput = (
  overrides: Partial<InvoiceDocumentInput> = {},
): InvoiceDocumentInput => ({
  invoice: anInvoice(),
  client: aClient(),
  seller: aUser(),
  logo: null,
  franceSettings: null,
  brazilSettings: null,
  template: DEFAULT_INVOICE_TEMPLATE,
  ...overrides,
});
