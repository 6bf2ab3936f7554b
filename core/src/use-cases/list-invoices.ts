import { Effect } from "effect";
import { invoiceToListRow } from "../invoices/invoice-json.ts";
import type { InvoiceListQuery } from "../invoices/invoice-list-query.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * One page of the user's invoices as the list shows it: filtered, searched, sorted
 * and paged by the database, amounts in major units, each row without its lines.
 */
export const listInvoices = (input: {
  readonly userId: UserId;
  readonly query: InvoiceListQuery;
}) =>
  InvoiceRepository.use((invoices) => invoices.list(input.userId, input.query)).pipe(
    Effect.map((page) => ({
      ...page,
      data: page.data.map(({ invoice, client }) => invoiceToListRow(invoice, client)),
    })),
  );
