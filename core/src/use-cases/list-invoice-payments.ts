import { Effect } from "effect";
import { InvoicePaymentRepository } from "../ports/invoice-payment-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * One of the user's invoices with its payments, deleted ones included, oldest first, and what its
 * credit notes credit (docs/PRODUCT-RULES.md#invoice-payments).
 */
export const listInvoicePayments = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
}) =>
  Effect.flatMap(InvoicePaymentRepository, (payments) =>
    payments.ofInvoice(input.userId, input.invoiceId),
  );
