import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/index.ts";
import type {
  Invoice,
  InvoiceCannotBeDeleted,
  InvoiceClientSummary,
  InvoiceListQuery,
  InvoiceNotFound,
  InvoiceNumber,
} from "../invoices/index.ts";
import type { InvoiceHistoryEntry } from "../invoices/invoice-history-entry.ts";
import type { UserId } from "../users/user-id.ts";
import type { Page } from "./page.ts";

/** An invoice with the client it names, joined in one query. */
export interface InvoiceWithClient {
  readonly invoice: Invoice;
  readonly client: InvoiceClientSummary;
}

/** An invoice the overdue job moved, for its history entry. */
export interface OverdueMove {
  readonly userId: UserId;
  readonly invoiceId: string;
}

/**
 * A user's invoices. Every method is scoped by the owner: another user's invoice is "not found".
 * Lists filter, search, sort and page in the database, so 100,000 invoices list as fast as ten
 * (decisions §2). Storage failures are defects.
 */
export class InvoiceRepository extends Context.Service<
  InvoiceRepository,
  {
    /** One page of the owner's invoices as `InvoiceListQuery` selects and orders them. */
    readonly list: (
      userId: UserId,
      query: InvoiceListQuery,
    ) => Effect.Effect<Page<InvoiceWithClient>>;
    readonly get: (userId: UserId, id: string) => Effect.Effect<InvoiceWithClient, InvoiceNotFound>;
    /** Stores a new invoice under the id the caller chose; its number is set by `issueNumber`. */
    readonly create: (userId: UserId, invoice: Invoice) => Effect.Effect<Invoice>;
    /** Replaces the invoice's fields, but never its number, which only `issueNumber` writes. */
    readonly update: (userId: UserId, invoice: Invoice) => Effect.Effect<Invoice, InvoiceNotFound>;
    /** Deletes an invoice that holds no number (a draft never issued). */
    readonly delete: (
      userId: UserId,
      id: string,
    ) => Effect.Effect<void, InvoiceNotFound | InvoiceCannotBeDeleted>;
    /**
     * Gives the invoice the next number of the owner's sequence (INV-001, INV-002, …) and stores
     * it, or answers the number it already has. The adapter must read and advance the owner's
     * counter under a lock (`SELECT … FOR UPDATE` on the counter row) and write the number in the
     * same transaction, so concurrent requests on several server processes never hand out a
     * number twice nor leave a gap (decisions §3).
     */
    readonly issueNumber: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<InvoiceNumber, InvoiceNotFound>;
    readonly appendHistory: (userId: UserId, entry: InvoiceHistoryEntry) => Effect.Effect<void>;
    /** The invoice's history, oldest first. */
    readonly history: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<ReadonlyArray<InvoiceHistoryEntry>, InvoiceNotFound>;
    /**
     * The scheduled overdue job: moves every sent invoice whose due date is before today, "today"
     * being the date at `now` in its owner's time zone, to overdue, and answers which it moved.
     */
    readonly markOverdue: (now: Instant) => Effect.Effect<ReadonlyArray<OverdueMove>>;
  }
>()("@invoicing/core/InvoiceRepository") {}
