import { Schema } from "effect";
import { InvoiceStatus } from "../invoices/invoice-status.ts";
import type { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import type { InvoicePaymentsState } from "../ports/invoice-payment-repository.ts";
import {
  amountPaid,
  balanceDue,
  PaymentProgress,
  payableTotal,
  paymentProgress,
  type Settlement,
} from "./balance-due.ts";
import { InvoicePaymentJson, invoicePaymentJson } from "./invoice-payment.ts";

/** What an invoice's list row and detail say of its payments, in major units. */
export const InvoiceBalanceFields = {
  amountPaid: JsonAmount,
  balanceDue: JsonAmount,
  paymentProgress: PaymentProgress,
};

/** The balance fields of an invoice of `total` (minor units) after `settlement`. */
export const invoiceBalanceJson = (total: number, currency: Currency, settlement: Settlement) => ({
  amountPaid: fromMinorUnits(settlement.paid, currency),
  balanceDue: fromMinorUnits(balanceDue(total, settlement), currency),
  paymentProgress: paymentProgress(total, settlement),
});

/**
 * An invoice's payments as the API answers them, also after one is recorded or deleted: its
 * status, what its credit notes credit, its payments (deleted ones too, oldest first) and its
 * balance; `payment` is the one just recorded.
 */
export const InvoicePaymentsResponse = Schema.Struct({
  invoiceId: Schema.String,
  status: InvoiceStatus,
  total: JsonAmount,
  creditedTotal: JsonAmount,
  ...InvoiceBalanceFields,
  payments: Schema.Array(InvoicePaymentJson),
  payment: Schema.optionalKey(InvoicePaymentJson),
});
export type InvoicePaymentsResponse = typeof InvoicePaymentsResponse.Type;

/** The API answer for an invoice's payments state. */
export const invoicePaymentsResponse = (state: InvoicePaymentsState): InvoicePaymentsResponse => {
  const { invoice, credited, payments } = state;
  const major = (minor: number) => fromMinorUnits(minor, invoice.currency);
  return {
    invoiceId: invoice.id,
    status: invoice.status,
    total: major(invoice.total),
    creditedTotal: major(credited),
    ...invoiceBalanceJson(payableTotal(invoice), invoice.currency, {
      credited,
      paid: amountPaid(payments),
    }),
    payments: payments.map(invoicePaymentJson),
  };
};
