import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** One of the user's recurring invoices with its client; RecurringInvoiceNotFound otherwise. */
export const getRecurringInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  RecurringInvoiceRepository.use((repository) => repository.get(input.userId, input.id));
