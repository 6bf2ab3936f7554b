import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { RecurringInvoiceListQuery } from "../recurring/recurring-invoice-list-query.ts";
import type { UserId } from "../users/user-id.ts";

/** A page of the user's recurring invoices, next due first, with their next date and last result. */
export const listRecurringInvoices = (input: {
  readonly userId: UserId;
  readonly query: RecurringInvoiceListQuery;
}) =>
  RecurringInvoiceRepository.use((repository) =>
    repository.list(input.userId, input.query.page, input.query.pageSize),
  );
