import { Context, type Effect, type Result } from "effect";
import type { InvoicePayment } from "../invoice-payments/invoice-payment.ts";
import type {
  InvoicePaymentContext,
  InvoicePaymentWrite,
} from "../invoice-payments/payment-recording.ts";
import type { InvoiceNotFound } from "../invoices/invoice-not-found.ts";
import type { UserId } from "../users/user-id.ts";
import type { InvoiceWithClient } from "./invoice-repository.ts";

/** An invoice after a payment change, with all its payments (deleted ones too) and credits. */
export interface InvoicePaymentsState extends InvoiceWithClient {
  readonly credited: number;
  readonly payments: ReadonlyArray<InvoicePayment>;
}

/**
 * Payments recorded on the owner's invoices (docs/PRODUCT-RULES.md#invoice-payments). A change is
 * decided under the invoice's row lock, so two payments of one invoice, on any process, see each
 * other and never add up to more than its balance.
 */
export class InvoicePaymentRepository extends Context.Service<
  InvoicePaymentRepository,
  {
    /**
     * In one transaction holding the invoice: hands `decide` (pure) the invoice, what its credit
     * notes credit and its payments, writes what it answers (a payment added or stamped deleted,
     * the invoice's change and history line; null writes nothing) and answers the state after.
     */
    readonly change: <E>(
      userId: UserId,
      invoiceId: string,
      decide: (context: InvoicePaymentContext) => Result.Result<InvoicePaymentWrite | null, E>,
    ) => Effect.Effect<InvoicePaymentsState, InvoiceNotFound | E>;
    /** The owner's invoice with its credits and payments, deleted ones too, oldest first. */
    readonly ofInvoice: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<InvoicePaymentsState, InvoiceNotFound>;
  }
>()("@invoicing/core/InvoicePaymentRepository") {}
