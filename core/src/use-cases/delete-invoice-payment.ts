import { Effect } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { decidePaymentDeletion } from "../invoice-payments/payment-recording.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoicePaymentRepository } from "../ports/invoice-payment-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * Deletes a payment recorded by mistake on one of the user's invoices
 * (docs/PRODUCT-RULES.md#invoice-payments): kept, stamped deleted, in the invoice's payments and
 * history; a paid invoice left with something due is due again. Answers the invoice with its
 * credits and payments afterwards.
 */
export const deleteInvoicePayment = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly paymentId: string;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const historyId = yield* (yield* IdGenerator).next;
    const now = yield* (yield* Clock).now;
    const today = todayIn(user.timeZone, new Date(now));
    return yield* (yield* InvoicePaymentRepository).change(
      input.userId,
      input.invoiceId,
      (context) =>
        decidePaymentDeletion({ context, paymentId: input.paymentId, historyId, now, today }),
    );
  });
