import { Effect } from "effect";
import { changeStatus } from "../invoices/status-transitions.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { type SandboxChoice, startPayment } from "./payment-steps.ts";

/**
 * Starts a card payment of an invoice (`/invoices/{id}/payment`, docs/PRODUCT-RULES.md#payments):
 * only a sent or overdue invoice can be paid (InvalidStatusTransition otherwise), for its total in
 * its currency.
 */
export const createInvoicePaymentIntent = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly sandbox: SandboxChoice;
}) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.invoiceId);
    yield* Effect.fromResult(changeStatus("payment", invoice, "paid"));
    return yield* startPayment({
      userId: input.userId,
      sandbox: input.sandbox,
      amount: { amount: invoice.total, currency: invoice.currency },
      description: `Invoice ${invoice.invoiceNumber ?? invoice.id}`,
      planId: null,
      invoiceId: invoice.id,
    });
  });
