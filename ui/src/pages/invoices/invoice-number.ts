import type { InvoiceNumber } from "@invoicing/core";
import type { TFunction } from "i18next";

/** How lists and headings name an invoice: its number, or "Draft" before it has one. */
export const invoiceNumberText = (invoiceNumber: InvoiceNumber | null, t: TFunction): string =>
  invoiceNumber ?? t("invoices.draftnumber");
