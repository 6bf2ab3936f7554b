import { Effect } from "effect";
import { amountPaid, balanceDue } from "../invoice-payments/balance-due.ts";
import { InvoicePaymentRepository } from "../ports/invoice-payment-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { reportCashedPayment } from "./report-cashed-payment.ts";

/**
 * Reports an invoice marked paid to its PA as 212 Encaissée (docs/FRANCE-PA.md#statuses) for
 * what was still due: its total less its credit notes less the payments recorded before, each of
 * which was reported on its own. Nothing is sent when nothing was left (null), nor in the cases
 * `reportCashedPayment` leaves out. InvoiceNotFound for an invoice the user does not have.
 */
export const reportMarkedPaid = (input: { readonly userId: UserId; readonly invoiceId: string }) =>
  Effect.gen(function* () {
    const state = yield* (yield* InvoicePaymentRepository).ofInvoice(input.userId, input.invoiceId);
    const remaining = balanceDue(state.invoice.total, {
      credited: state.credited,
      paid: amountPaid(state.payments),
    });
    if (remaining <= 0) return null;
    return yield* reportCashedPayment({ ...input, amount: remaining });
  });
