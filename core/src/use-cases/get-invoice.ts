import { Effect } from "effect";
import { type ArchiveSummary, archiveSummaryOf } from "../archive/archive-summary.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceHistoryEntry } from "../invoices/invoice-history-entry.ts";
import type { InvoiceClientSummary } from "../invoices/invoice-json.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * An invoice as the detail page shows it: the invoice and its client, its history, oldest first,
 * and the hashes of its archived files (null for a draft, or an issued invoice the archive job has
 * yet to reach).
 */
export interface InvoiceDetail {
  readonly invoice: Invoice;
  readonly client: InvoiceClientSummary;
  readonly history: ReadonlyArray<InvoiceHistoryEntry>;
  readonly archive: ArchiveSummary | null;
}

/** One of the user's invoices with its history and archive; InvoiceNotFound for any other id. */
export const getInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { invoice, client, history, archived } = yield* (yield* InvoiceRepository).detail(
      input.userId,
      input.id,
    );
    return {
      invoice,
      client,
      history,
      archive: archiveSummaryOf(archived),
    } satisfies InvoiceDetail;
  });
