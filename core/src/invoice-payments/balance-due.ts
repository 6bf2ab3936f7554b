import { Schema } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { InvoicePayment } from "./invoice-payment.ts";

/** What reduced an invoice's total, in minor units: its credit notes, and its payments. */
export interface Settlement {
  readonly credited: number;
  readonly paid: number;
}

/**
 * What an invoice asks to be paid before credit notes and payments, in minor units: its total,
 * less what deposit invoices already invoiced of it when it is a quote's final invoice (BT-113,
 * docs/QUOTES.md#invoicing).
 */
export const payableTotal = (invoice: {
  readonly total: number;
  readonly prepaidAmount?: number;
}): number => invoice.total - (invoice.prepaidAmount ?? 0);

/**
 * What the client still owes (docs/PRODUCT-RULES.md#invoice-payments), in minor units: the
 * invoice's total less its credit notes less its payments. The one rule every screen, answer,
 * report and payment check uses.
 */
export const balanceDue = (total: number, settlement: Settlement): number =>
  total - settlement.credited - settlement.paid;

/** The payments that count: the ones not deleted. */
export const countedPayments = (
  payments: ReadonlyArray<InvoicePayment>,
): ReadonlyArray<InvoicePayment> => payments.filter((payment) => payment.deletedAt === null);

/** What the payments that count add up to, in minor units. */
export const amountPaid = (payments: ReadonlyArray<InvoicePayment>): number =>
  countedPayments(payments).reduce((sum, payment) => sum + payment.amount, 0);

/** The day of the last payment that counts (the paid date), or null without one. */
export const lastPaymentDate = (payments: ReadonlyArray<InvoicePayment>): IsoDate | null =>
  countedPayments(payments).reduce<IsoDate | null>(
    (last, payment) => (last === null || payment.date > last ? payment.date : last),
    null,
  );

/** How far payments went: none yet, part of the balance, or all of it. */
export const PaymentProgress = Schema.Literals(["unpaid", "partlypaid", "paid"]);
export type PaymentProgress = typeof PaymentProgress.Type;

/** Where an invoice's payments stand: partly paid while payments leave something due. */
export const paymentProgress = (total: number, settlement: Settlement): PaymentProgress => {
  if (settlement.paid === 0) return "unpaid";
  return balanceDue(total, settlement) > 0 ? "partlypaid" : "paid";
};
