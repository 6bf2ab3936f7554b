import { CreditNoteListQuery } from "../credit-notes/credit-note-list-query.ts";

/**
 * The search of the recurring-invoice list: pages count from 1, next due first; the same paging
 * as the credit-note list (docs/PRODUCT-RULES.md#api).
 */
export const RecurringInvoiceListQuery = CreditNoteListQuery;
export type RecurringInvoiceListQuery = typeof RecurringInvoiceListQuery.Type;
