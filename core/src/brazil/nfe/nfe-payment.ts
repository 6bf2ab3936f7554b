import type { Invoice } from "../../invoices/invoice.ts";
import type { NfeBilling, NfePayment } from "./nfe-document.ts";
import type { NfePaymentMeans } from "./nfe-options.ts";

/**
 * pag/detPag: the whole amount by the chosen means, paid later (indPag 1) when the invoice is due
 * after its issue date, else on issue. "No payment" (90) pays nothing, as SEFAZ requires.
 */
export const nfePayment = (
  invoice: Invoice,
  means: NfePaymentMeans,
  amount: number,
): NfePayment => ({
  indPag: invoice.dueDate > invoice.issueDate ? 1 : 0,
  tPag: means,
  amount: means === "90" ? 0 : amount,
});

/**
 * cobr: for a sale paid later, the bill (fat, numbered as the invoice) and its one instalment
 * (dup 001) due on the invoice's due date; none otherwise, nor for a zero amount.
 */
export const nfeBilling = (
  invoice: Invoice,
  payment: NfePayment,
  number: string,
): NfeBilling | null =>
  payment.indPag === 1 && payment.amount > 0
    ? { number, amount: payment.amount, dueDate: invoice.dueDate }
    : null;
