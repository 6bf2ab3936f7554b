import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The history of one of the user's invoices, oldest first. */
export const invoiceHistory = (input: { readonly userId: UserId; readonly id: string }) =>
  InvoiceRepository.use((invoices) => invoices.history(input.userId, input.id));
