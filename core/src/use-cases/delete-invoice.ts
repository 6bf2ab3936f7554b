import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Deletes a draft (docs/PRODUCT-RULES.md#lifecycle); an invoice with a number is a legal document
 * and fails with InvoiceCannotBeDeleted: it can be cancelled instead.
 */
export const deleteInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  InvoiceRepository.use((invoices) => invoices.delete(input.userId, input.id));
