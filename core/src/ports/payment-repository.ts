import { Context, type Effect, type Option, type Result } from "effect";
import type { PaymentNotFound } from "../billing/billing-errors.ts";
import type { Payment } from "../billing/payment.ts";
import type { PaymentSettlement } from "../billing/payment-settlement.ts";
import type { Subscription } from "../billing/subscription.ts";
import type { UserId } from "../users/user-id.ts";

/** A payment with its owner, as found from the provider's side (a webhook knows no user). */
export interface OwnedPayment {
  readonly userId: UserId;
  readonly payment: Payment;
}

/** A payment after settling, with the user's subscription as it then stands. */
export interface SettledPayment {
  readonly payment: Payment;
  readonly subscription: Subscription | null;
  /** The provider event was handled before: nothing was decided or written this time. */
  readonly duplicateEvent: boolean;
}

/**
 * A user's payments and subscription (docs/PRODUCT-RULES.md#payments). Storage failures are
 * defects.
 */
export class PaymentRepository extends Context.Service<
  PaymentRepository,
  {
    readonly create: (userId: UserId, payment: Payment) => Effect.Effect<Payment>;
    readonly get: (userId: UserId, id: string) => Effect.Effect<Payment, PaymentNotFound>;
    readonly findByProviderId: (
      providerPaymentId: string,
    ) => Effect.Effect<Option.Option<OwnedPayment>>;
    /** The user's payments, newest first. */
    readonly list: (userId: UserId) => Effect.Effect<ReadonlyArray<Payment>>;
    readonly getSubscription: (userId: UserId) => Effect.Effect<Option.Option<Subscription>>;
    /**
     * Settles a payment in one transaction, under a lock on its owner so that a confirm call and
     * a webhook about the same payment run one after the other: hands the payment and the
     * subscription as stored to `decide` (pure), and writes what it answers; a failure of
     * `decide` writes nothing and is the method's failure. With `eventId`, the provider event is
     * recorded in the same transaction (a unique key on its id), and an event already recorded
     * is not decided again: the same webhook twice changes nothing twice.
     */
    readonly settle: <E>(
      userId: UserId,
      id: string,
      decide: (
        payment: Payment,
        subscription: Subscription | null,
      ) => Result.Result<PaymentSettlement, E>,
      eventId?: string,
    ) => Effect.Effect<SettledPayment, PaymentNotFound | E>;
  }
>()("@invoicing/core/PaymentRepository") {}
