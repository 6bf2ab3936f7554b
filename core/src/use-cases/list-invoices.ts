import type { InvoiceListQuery } from "../invoices/invoice-list-query.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * One page of the user's invoices as the list shows it: filtered, searched, sorted and paged by
 * the database, each invoice without its lines, with its client.
 */
export const listInvoices = (input: {
  readonly userId: UserId;
  readonly query: InvoiceListQuery;
}) => InvoiceRepository.use((invoices) => invoices.list(input.userId, input.query));
