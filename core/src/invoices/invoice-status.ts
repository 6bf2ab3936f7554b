import { Schema } from "effect";

/** The five invoice statuses of the spec, in their usual life order. */
export const invoiceStatuses = ["draft", "sent", "paid", "overdue", "cancelled"] as const;

/** An invoice's status; a new invoice is a draft. */
export const InvoiceStatus = Schema.Literals(invoiceStatuses);
export type InvoiceStatus = typeof InvoiceStatus.Type;

/** The status of a new invoice (spec §4). */
export const defaultInvoiceStatus: InvoiceStatus = "draft";
