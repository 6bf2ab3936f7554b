import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anInvoice } from "../../testing/builders/invoice.ts";
import { amountPaid, balanceDue, paymentProgress } from "./balance-due.ts";
import type { InvoicePayment } from "./invoice-payment.ts";
import {
  decidePaymentDeletion,
  decidePaymentRecording,
  type InvoicePaymentContext,
} from "./payment-recording.ts";

const NOW = "2026-11-26T10:00:00.000Z";

// 100.00 EUR at 20 %: a total of 12000 cents.
const invoice = anInvoice();

const aPayment = (amount: number, index: number, date = "2026-11-21"): InvoicePayment => ({
  id: `payment-${index}`,
  invoiceId: invoice.id,
  amount,
  currency: "EUR",
  date,
  method: "transfer",
  reference: "",
  cardPaymentId: null,
  createdAt: NOW,
  deletedAt: null,
});

/** Records `amounts` one after the other, as the repository would; stops at the first refusal. */
const recordAll = (
  amounts: ReadonlyArray<number>,
  start: InvoicePaymentContext = { invoice, credited: 0, payments: [] },
) => {
  let context = start;
  const refused: Array<string> = [];
  amounts.forEach((amount, index) => {
    const decided = decidePaymentRecording({
      context,
      payment: aPayment(amount, index, `2026-11-${String(10 + index).padStart(2, "0")}`),
      historyId: `history-${index}`,
      now: NOW,
    });
    if (Result.isFailure(decided)) {
      refused.push(decided.failure._tag);
      return;
    }
    const write = decided.success;
    if (write === null) return;
    context = {
      ...context,
      invoice: write.invoiceChange.invoice,
      payments: write.insert === null ? context.payments : [...context.payments, write.insert],
    };
  });
  return { context, refused };
};

describe("the balance due of an invoice", () => {
  it("is its total less its credit notes less its payments, never below zero by payments", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12_000 }),
        fc.array(fc.integer({ min: 1, max: 15_000 }), { maxLength: 8 }),
        (credited, amounts) => {
          const { context, refused } = recordAll(amounts, { invoice, credited, payments: [] });
          const paid = amountPaid(context.payments);
          const balance = balanceDue(invoice.total, { credited, paid });
          expect(balance).toBe(invoice.total - credited - paid);
          expect(balance).toBeGreaterThanOrEqual(0);
          // A refusal is only ever an overpayment, and is refused only when it was one.
          expect(refused.every((tag) => tag === "PaymentExceedsBalance")).toBe(true);
          expect(context.payments.length + refused.length).toBe(amounts.length);
          expect(context.invoice.status).toBe(balance === 0 && paid > 0 ? "paid" : invoice.status);
        },
      ),
    );
  });

  it("marks the invoice paid on the payment that leaves nothing due, dated the last payment's day", () => {
    const { context } = recordAll([5000, 7000]);
    expect(context.invoice.status).toBe("paid");
    expect(context.invoice.paidAt).toBe("2026-11-11T12:00:00.000Z");
    expect(paymentProgress(invoice.total, { credited: 0, paid: 5000 })).toBe("partlypaid");
    expect(paymentProgress(invoice.total, { credited: 0, paid: 12_000 })).toBe("paid");
    expect(paymentProgress(invoice.total, { credited: 0, paid: 0 })).toBe("unpaid");
  });

  it("refuses a payment beyond the balance left by a credit note", () => {
    const { refused, context } = recordAll([8000, 1], { invoice, credited: 4000, payments: [] });
    expect(refused).toEqual(["PaymentExceedsBalance"]);
    expect(context.invoice.status).toBe("paid");
  });

  it("refuses a payment on a draft or a cancelled invoice", () => {
    for (const status of ["draft", "cancelled"] as const) {
      const closed = anInvoice({ status, invoiceNumber: status === "draft" ? null : "INV-001" });
      const decided = decidePaymentRecording({
        context: { invoice: closed, credited: 0, payments: [] },
        payment: aPayment(100, 1),
        historyId: "h",
        now: NOW,
      });
      expect(Result.isFailure(decided) && decided.failure._tag).toBe("InvoiceNotPayable");
    }
  });

  it("records the same card payment once", () => {
    const card = { ...aPayment(12_000, 1), cardPaymentId: "card-1" };
    const decided = decidePaymentRecording({
      context: { invoice, credited: 0, payments: [card] },
      payment: { ...card, id: "payment-2" },
      historyId: "h",
      now: NOW,
    });
    expect(Result.isSuccess(decided) && decided.success).toBeNull();
  });

  it("reopens a paid invoice when a mistaken payment is deleted, keeping the payment", () => {
    const { context } = recordAll([5000, 7000]);
    const decided = decidePaymentDeletion({
      context,
      paymentId: "payment-1",
      historyId: "h",
      now: NOW,
      today: "2026-12-21",
    });
    if (Result.isFailure(decided)) throw new Error(decided.failure._tag);
    expect(decided.success.remove).toEqual({ id: "payment-1", at: NOW });
    expect(decided.success.invoiceChange.invoice).toMatchObject({
      status: "overdue",
      paidAt: null,
    });
    expect(decided.success.invoiceChange.history.event).toBe("paymentDeleted");
    const again = decidePaymentDeletion({
      context: {
        ...context,
        payments: context.payments.map((payment) => ({ ...payment, deletedAt: NOW })),
      },
      paymentId: "payment-1",
      historyId: "h",
      now: NOW,
      today: "2026-11-26",
    });
    expect(Result.isFailure(again) && again.failure._tag).toBe("InvoicePaymentNotFound");
  });
});
