import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's settings of recurring invoices: the catch-up mode after downtime. */
export const getRecurringSettings = (userId: UserId) =>
  RecurringInvoiceRepository.use((repository) => repository.settings(userId));
