import { Context, type Effect, type Option } from "effect";
import type { PaymentNotFound } from "../billing/billing-errors.ts";
import type { Payment } from "../billing/payment.ts";
import type { Subscription } from "../billing/subscription.ts";
import type { UserId } from "../users/user-id.ts";

/** A payment with its owner, as found from the provider's side (a webhook knows no user). */
export interface OwnedPayment {
  readonly userId: UserId;
  readonly payment: Payment;
}

/** A user's payments and subscription (decisions §6). Storage failures are defects. */
export class PaymentRepository extends Context.Service<
  PaymentRepository,
  {
    readonly create: (userId: UserId, payment: Payment) => Effect.Effect<Payment>;
    readonly get: (userId: UserId, id: string) => Effect.Effect<Payment, PaymentNotFound>;
    readonly findByProviderId: (
      providerPaymentId: string,
    ) => Effect.Effect<Option.Option<OwnedPayment>>;
    readonly update: (userId: UserId, payment: Payment) => Effect.Effect<Payment, PaymentNotFound>;
    /** The user's payments, newest first. */
    readonly list: (userId: UserId) => Effect.Effect<ReadonlyArray<Payment>>;
    readonly getSubscription: (userId: UserId) => Effect.Effect<Option.Option<Subscription>>;
    readonly saveSubscription: (userId: UserId, subscription: Subscription) => Effect.Effect<void>;
    /**
     * Records a provider event id; answers false when it was already recorded, so a webhook
     * delivered twice is handled once. The insert must be atomic (a unique key on the id).
     */
    readonly recordEvent: (eventId: string) => Effect.Effect<boolean>;
  }
>()("@invoicing/core/PaymentRepository") {}
