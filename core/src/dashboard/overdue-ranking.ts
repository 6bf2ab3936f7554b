import { parseInvoiceNumber } from "../invoices/invoice-number.ts";

/** What ranking an overdue invoice needs. */
export interface RankedOverdue {
  readonly id: string;
  readonly invoiceNumber: string;
  readonly dueDate: string;
}

/**
 * The dashboard's order of overdue invoices: longest overdue (earliest due date) first, then by
 * invoice sequence, then id, so the top five are stable. Totals are not compared: they may be in
 * different currencies.
 */
export const compareOverdue = (a: RankedOverdue, b: RankedOverdue): number => {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  const bySequence =
    (parseInvoiceNumber(a.invoiceNumber) ?? 0) - (parseInvoiceNumber(b.invoiceNumber) ?? 0);
  if (bySequence !== 0) return bySequence;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};
