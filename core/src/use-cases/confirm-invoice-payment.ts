import { Effect } from "effect";
import { PaymentNotFound } from "../billing/billing-errors.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { markInvoicePaidBy, ownPayment, providerView, settleObserved } from "./payment-steps.ts";

/**
 * Records the card payment of an invoice once the card form confirmed it: the provider says
 * where it stands, and a success marks the invoice paid (docs/PRODUCT-RULES.md#payments). The
 * payment must be one started for this invoice. Answers the payment as settled and the invoice with
 * its client.
 */
export const confirmInvoicePayment = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly paymentIntentId: string;
}) =>
  Effect.gen(function* () {
    const invoices = yield* InvoiceRepository;
    yield* invoices.get(input.userId, input.invoiceId);
    const payment = yield* ownPayment(input.userId, input.paymentIntentId);
    if (payment.invoiceId !== input.invoiceId) {
      return yield* Effect.fail(new PaymentNotFound({ id: input.paymentIntentId }));
    }
    const view = yield* providerView(payment);
    const settled = yield* settleObserved(input.userId, payment.id, view);
    yield* markInvoicePaidBy(input.userId, settled.payment);
    return {
      payment: settled.payment,
      invoice: yield* invoices.get(input.userId, input.invoiceId),
    };
  });
