import { Effect } from "effect";
import { canRefund } from "../billing/refund-window.ts";
import { Clock } from "../ports/clock.ts";
import { PaymentRepository } from "../ports/payment-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's payments, newest first, each saying whether a refund can still be asked for. */
export const listPayments = (input: { readonly userId: UserId }) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    const payments = yield* (yield* PaymentRepository).list(input.userId);
    return payments.map((payment) => ({ payment, refundable: canRefund(payment, now) }));
  });
