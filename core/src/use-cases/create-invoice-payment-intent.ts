import { Effect } from "effect";
import { amountPaid, balanceDue, payableTotal } from "../invoice-payments/balance-due.ts";
import { PaymentExceedsBalance } from "../invoice-payments/invoice-payment-errors.ts";
import { changeStatus } from "../invoices/status-transitions.ts";
import { InvoicePaymentRepository } from "../ports/invoice-payment-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { type SandboxChoice, startPayment } from "./payment-steps.ts";

/**
 * Starts a card payment of an invoice (`/invoices/{id}/payment`, docs/PRODUCT-RULES.md#payments):
 * only a sent or overdue invoice can be paid (InvalidStatusTransition otherwise), for its balance
 * due in its currency (PaymentExceedsBalance when nothing is due).
 */
export const createInvoicePaymentIntent = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly sandbox: SandboxChoice;
  /** The seller's Stripe account to take the card on (a pay link under Stripe Connect). */
  readonly connectedAccount?: string;
}) =>
  Effect.gen(function* () {
    const { invoice, credited, payments } = yield* (yield* InvoicePaymentRepository).ofInvoice(
      input.userId,
      input.invoiceId,
    );
    yield* Effect.fromResult(changeStatus("payment", invoice, "paid"));
    const balance = balanceDue(payableTotal(invoice), { credited, paid: amountPaid(payments) });
    if (balance <= 0) {
      return yield* new PaymentExceedsBalance({ invoiceId: invoice.id, balanceDue: balance });
    }
    return yield* startPayment({
      userId: input.userId,
      sandbox: input.sandbox,
      amount: { amount: balance, currency: invoice.currency },
      description: `Invoice ${invoice.invoiceNumber ?? invoice.id}`,
      planId: null,
      invoiceId: invoice.id,
      ...(input.connectedAccount === undefined ? {} : { connectedAccount: input.connectedAccount }),
    });
  });
