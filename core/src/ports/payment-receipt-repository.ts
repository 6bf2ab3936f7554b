import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { ReceiptRecipient } from "../email/payment-receipt-mail.ts";

/** One receipt of one card payment. */
export interface ReceiptRecord {
  /** The card payment's id. */
  readonly paymentId: string;
  readonly recipient: ReceiptRecipient;
  readonly at: Instant;
}

/**
 * The receipts sent for card payments of invoices (docs/PRODUCT-RULES.md#pay-links): one record
 * per payment and recipient, so a receipt never goes twice, whichever process or webhook delivery
 * sends it.
 */
export class PaymentReceiptRepository extends Context.Service<
  PaymentReceiptRepository,
  {
    /**
     * Records `record` and runs `deliver` in one transaction: a failure of `deliver` rolls the
     * record back, so a later attempt sends it. Answers null, without delivering, when the
     * receipt was already recorded (sent, or being sent by another process, whose commit it waits
     * for).
     */
    readonly sendOnce: <A, E>(
      record: ReceiptRecord,
      deliver: Effect.Effect<A, E>,
    ) => Effect.Effect<A | null, E>;
  }
>()("@invoicing/core/PaymentReceiptRepository") {}
