import { Effect } from "effect";
import { ReceivedInvoiceRepository } from "../ports/received-invoice-repository.ts";
import {
  type ReceivedInvoiceListQuery,
  type ReceivedInvoiceListResponse,
  receivedSummary,
} from "../purchases/received-invoice-api.ts";
import type { UserId } from "../users/user-id.ts";

/** One page of the user's received invoices, newest first, searched and filtered by status. */
export const listReceivedInvoices = (input: {
  readonly userId: UserId;
  readonly query: ReceivedInvoiceListQuery;
}) =>
  Effect.map(
    ReceivedInvoiceRepository.use((stored) =>
      stored.list(input.userId, {
        q: input.query.q === "" ? null : input.query.q,
        status: input.query.status ?? null,
        page: input.query.page,
        pageSize: input.query.pageSize,
      }),
    ),
    (page): ReceivedInvoiceListResponse => ({ ...page, data: page.data.map(receivedSummary) }),
  );
