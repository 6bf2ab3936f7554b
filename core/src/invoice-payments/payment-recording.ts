import { Result } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { GuardRefusal } from "../invoices/issued-invoice-guard.ts";
import type { InvoiceChange } from "../ports/invoice-repository.ts";
import { invoiceChange } from "../use-cases/invoice-change.ts";
import {
  amountPaid,
  balanceDue,
  countedPayments,
  lastPaymentDate,
  payableTotal,
} from "./balance-due.ts";
import type { InvoicePayment } from "./invoice-payment.ts";
import {
  InvoiceNotPayable,
  InvoicePaymentNotFound,
  PaymentExceedsBalance,
} from "./invoice-payment-errors.ts";

/** What a payment change sees under the invoice's lock: the invoice, its credits, its payments. */
export interface InvoicePaymentContext {
  readonly invoice: Invoice;
  /** What the invoice's credit notes credit, in minor units. */
  readonly credited: number;
  /** Every payment of the invoice, deleted ones included, oldest first. */
  readonly payments: ReadonlyArray<InvoicePayment>;
}

/** What to write: a payment to add or one to delete, and the invoice's change with its history. */
export interface InvoicePaymentWrite {
  readonly insert: InvoicePayment | null;
  readonly remove: { readonly id: string; readonly at: Instant } | null;
  readonly invoiceChange: InvoiceChange;
}

// A paid date is a day; noon UTC keeps it on that day in every zone from UTC−12 to UTC+11.
const paidInstant = (date: IsoDate): Instant => `${date}T12:00:00.000Z`;

/**
 * Records `payment` on the invoice (docs/PRODUCT-RULES.md#invoice-payments): only an issued invoice
 * that is not cancelled takes one (InvoiceNotPayable), never more than its balance due
 * (PaymentExceedsBalance). The payment that brings the balance to zero marks the invoice paid
 * through the issued-invoice guard, dated the last payment's day. A card payment already recorded
 * (same `cardPaymentId`) writes nothing again: null.
 */
export const decidePaymentRecording = (input: {
  readonly context: InvoicePaymentContext;
  readonly payment: InvoicePayment;
  readonly historyId: string;
  readonly now: Instant;
}): Result.Result<
  InvoicePaymentWrite | null,
  InvoiceNotPayable | PaymentExceedsBalance | GuardRefusal
> => {
  const { invoice, credited, payments } = input.context;
  const { payment } = input;
  if (
    payment.cardPaymentId !== null &&
    payments.some((recorded) => recorded.cardPaymentId === payment.cardPaymentId)
  ) {
    return Result.succeed(null);
  }
  if (invoice.invoiceNumber === null || invoice.status === "cancelled") {
    return Result.fail(new InvoiceNotPayable({ invoiceId: invoice.id, status: invoice.status }));
  }
  const balance = balanceDue(payableTotal(invoice), { credited, paid: amountPaid(payments) });
  if (payment.amount > balance) {
    return Result.fail(new PaymentExceedsBalance({ invoiceId: invoice.id, balanceDue: balance }));
  }
  const after = [...payments, payment];
  const settles = payment.amount === balance && invoice.status !== "paid";
  const paidDate = lastPaymentDate(after);
  return Result.map(
    invoiceChange({
      place: "payment",
      before: invoice,
      after: settles ? { ...invoice, status: "paid" } : invoice,
      event: "paymentRecorded",
      historyId: input.historyId,
      itemsChanged: false,
      now: input.now,
    }),
    (change) => ({
      insert: payment,
      remove: null,
      invoiceChange:
        settles && paidDate !== null
          ? { ...change, invoice: { ...change.invoice, paidAt: paidInstant(paidDate) } }
          : change,
    }),
  );
};

/**
 * Deletes a mistaken payment (docs/PRODUCT-RULES.md#invoice-payments): it is stamped deleted, kept
 * in the history, and counts no more. A paid invoice left with something due goes back to overdue
 * when its due date has passed (`today`), else to sent, its paid date cleared.
 */
export const decidePaymentDeletion = (input: {
  readonly context: InvoicePaymentContext;
  readonly paymentId: string;
  readonly historyId: string;
  readonly now: Instant;
  readonly today: IsoDate;
}): Result.Result<InvoicePaymentWrite, InvoicePaymentNotFound | GuardRefusal> => {
  const { invoice, credited, payments } = input.context;
  const counted = countedPayments(payments);
  if (!counted.some((payment) => payment.id === input.paymentId)) {
    return Result.fail(new InvoicePaymentNotFound({ id: input.paymentId }));
  }
  const left = counted.filter((payment) => payment.id !== input.paymentId);
  const reopens =
    invoice.status === "paid" &&
    balanceDue(payableTotal(invoice), { credited, paid: amountPaid(left) }) > 0;
  const status = invoice.dueDate < input.today ? "overdue" : "sent";
  return Result.map(
    invoiceChange({
      place: "payment-removal",
      before: invoice,
      after: reopens ? { ...invoice, status } : invoice,
      event: "paymentDeleted",
      historyId: input.historyId,
      itemsChanged: false,
      now: input.now,
    }),
    (change) => ({
      insert: null,
      remove: { id: input.paymentId, at: input.now },
      invoiceChange: reopens
        ? {
            ...change,
            invoice: { ...change.invoice, sentAt: invoice.sentAt, paidAt: null },
          }
        : change,
    }),
  );
};
