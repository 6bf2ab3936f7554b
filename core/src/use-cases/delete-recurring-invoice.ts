import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Deletes a recurring invoice; the invoices it issued stay, legal documents as any other.
 * RecurringInvoiceNotFound for an id that is not the user's.
 */
export const deleteRecurringInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  RecurringInvoiceRepository.use((repository) => repository.delete(input.userId, input.id));
