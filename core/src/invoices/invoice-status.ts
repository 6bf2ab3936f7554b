import { Schema } from "effect";

/** The five invoice statuses, in their usual life order. */
export const invoiceStatuses = ["draft", "sent", "paid", "overdue", "cancelled"] as const;

/** An invoice's status; a new invoice is a draft. */
export const InvoiceStatus = Schema.Literals(invoiceStatuses);
export type InvoiceStatus = typeof InvoiceStatus.Type;

/** The status of a new invoice (docs/PRODUCT-RULES.md#lifecycle). */
export const defaultInvoiceStatus: InvoiceStatus = "draft";
