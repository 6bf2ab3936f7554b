import { Context, type Effect, type Result } from "effect";
import type { ArchivedDocument } from "../archive/archived-document.ts";
import type { Instant } from "../calendar/instant.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { ClientNotFound } from "../clients/client-errors.ts";
import type { ClientSnapshot } from "../clients/client-snapshot.ts";
import type { DashboardFigures } from "../dashboard/build-dashboard-data.ts";
import type { LifecycleCode } from "../france/lifecycle/lifecycle-status.ts";
import type { Settlement } from "../invoice-payments/balance-due.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceCannotBeDeleted } from "../invoices/invoice-deletion.ts";
import type { InvoiceHistoryEntry } from "../invoices/invoice-history-entry.ts";
import type { InvoiceClientSummary } from "../invoices/invoice-json.ts";
import type { InvoiceListQuery } from "../invoices/invoice-list-query.ts";
import type { InvoiceNotFound } from "../invoices/invoice-not-found.ts";
import type { IssueDateOutOfOrder } from "../invoices/issue-date-out-of-order.ts";
import type { OccurrenceAlreadyIssued } from "../recurring/recurring-errors.ts";
import type { UserId } from "../users/user-id.ts";
import type { Page } from "./page.ts";

/** An invoice with the client it names, joined in one query. */
export interface InvoiceWithClient {
  readonly invoice: Invoice;
  readonly client: InvoiceClientSummary;
}

/** An invoice without its items, as an export row needs it. */
export type InvoiceHeader = Omit<Invoice, "items">;

/** An invoice header with the client it names. */
export interface InvoiceHeaderWithClient {
  readonly invoice: InvoiceHeader;
  readonly client: InvoiceClientSummary;
}

/**
 * A list row: an invoice header, its client, what its credit notes and payments took, and the code
 * of its latest lifecycle status (null before any).
 */
export interface InvoiceListEntry extends InvoiceHeaderWithClient {
  readonly settlement: Settlement;
  readonly lifecycle: LifecycleCode | null;
}

/**
 * An export row: an invoice header, its client, what its credit notes credit and its payments
 * paid (minor units).
 */
export interface InvoiceExportRow extends InvoiceHeaderWithClient {
  readonly credited: number;
  readonly paid: number;
}

/** What the detail says of an archived file of an invoice. */
export type ArchivedFileRecord = Pick<ArchivedDocument, "format" | "sha256" | "createdAt">;

/** An invoice with its client, its history, oldest first, and the files archived of it. */
export interface InvoiceDetailRecord extends InvoiceWithClient {
  readonly history: ReadonlyArray<InvoiceHistoryEntry>;
  readonly archived: ReadonlyArray<ArchivedFileRecord>;
}

/** What the CSV export selects and orders by: the list's filters, without paging. */
export type InvoiceExportQuery = Pick<InvoiceListQuery, "q" | "status" | "sort">;

/**
 * A new invoice to store with its first history line. `invoice.invoiceNumber` is null; when
 * `issueNumber` is true the repository gives it the owner's next number in the same transaction.
 */
export interface NewInvoice {
  readonly invoice: Invoice;
  readonly issueNumber: boolean;
  readonly history: InvoiceHistoryEntry;
  /**
   * The occurrence of a recurring invoice this invoice is, recorded in the same transaction: an
   * occurrence that already has its invoice fails with OccurrenceAlreadyIssued, writing nothing.
   */
  readonly occurrence?: InvoiceOccurrence | undefined;
}

/** One occurrence of a recurring invoice: the schedule, the occurrence's index and date. */
export interface InvoiceOccurrence {
  readonly scheduleId: string;
  readonly index: number;
  readonly date: IsoDate;
}

/**
 * What an edit or a status change writes, decided from the invoice as it is under the lock.
 * `invoice` is the invoice afterwards; its id, owner, number and createdAt are not written (a
 * number is only ever given by `issueNumber`).
 */
export interface InvoiceChange {
  readonly invoice: Invoice;
  /** Whether the items were replaced (an edit), so the repository rewrites them. */
  readonly itemsChanged: boolean;
  /** Give the invoice the owner's next number now; only ever true while it has none. */
  readonly issueNumber: boolean;
  readonly history: InvoiceHistoryEntry;
}

/**
 * What sending an invoice changes, decided from the invoice as it is under the lock: the invoice
 * afterwards (its status, stamps and `updatedAt`; nothing else is written), whether it takes its
 * number now, and the history line of the send once the transport answered `A`.
 */
export interface DeliveryChange<A> {
  readonly invoice: Invoice;
  readonly issueNumber: boolean;
  readonly record: (delivered: A) => InvoiceHistoryEntry;
}

/** How `updateWithDelivery` sends: pure `decide`, then `deliver` with the invoice as changed. */
export interface InvoiceDelivery<A, E, D> {
  readonly decide: (current: Invoice) => Result.Result<DeliveryChange<A>, E>;
  /** Sends the invoice as changed (numbered if it took its number); must not use the database. */
  readonly deliver: (changed: InvoiceWithClient) => Effect.Effect<A, D>;
}

/** The bounds of the owner's "today" for the dashboard: the date and its instants `[start, end)`. */
export interface DashboardDay {
  readonly today: IsoDate;
  readonly start: Instant;
  readonly end: Instant;
}

/** The dashboard figures the database computes; the use case adds the user's currency and today. */
export type DashboardDayFigures = Omit<DashboardFigures, "userCurrency" | "today">;

/** An invoice the overdue job moved. */
export interface OverdueMove {
  readonly userId: UserId;
  readonly invoiceId: string;
}

/**
 * A user's invoices. Every method is scoped by the owner (another user's invoice or client is
 * "not found") and atomic on its own: a method writing several rows does it in one transaction.
 * Lists filter, search, sort and page in the database, so 100,000 invoices list as fast as ten
 * (docs/PRODUCT-RULES.md#api). Invoice numbers come from the owner's counter, read and advanced
 * under a lock in the transaction that writes the number, so concurrent requests on several server
 * processes never hand out a number twice nor leave a gap (docs/PRODUCT-RULES.md#numbering).
 * Storage failures are defects.
 */
export class InvoiceRepository extends Context.Service<
  InvoiceRepository,
  {
    /**
     * One page of the owner's invoice headers (no items), as `InvoiceListQuery` selects them, each
     * with what its credit notes credit and its payments paid.
     */
    readonly list: (
      userId: UserId,
      query: InvoiceListQuery,
    ) => Effect.Effect<Page<InvoiceListEntry>>;
    /**
     * At most `limit` invoice headers that the list's filters select, in the list's order, with
     * what their credit notes credit, for the CSV export.
     */
    readonly exportRows: (
      userId: UserId,
      query: InvoiceExportQuery,
      limit: number,
    ) => Effect.Effect<ReadonlyArray<InvoiceExportRow>>;
    readonly get: (userId: UserId, id: string) => Effect.Effect<InvoiceWithClient, InvoiceNotFound>;
    /**
     * The buyer of one of the owner's numbered invoices as it was when the invoice took its
     * number: the repository snapshots the client in the transaction that numbers the invoice.
     * InvoiceNotFound for a draft or another owner's invoice.
     */
    readonly buyer: (userId: UserId, id: string) => Effect.Effect<ClientSnapshot, InvoiceNotFound>;
    /**
     * Stores a new invoice under the id the caller chose, with its items, its first history line
     * and, when asked, its number, in one transaction. Fails when the client is not the owner's,
     * and when a number is asked for an issue date out of order (`checkIssueDateOrder`, with the
     * owner's today at the invoice's `updatedAt`, under the counter's lock).
     */
    readonly create: (
      userId: UserId,
      invoice: NewInvoice,
    ) => Effect.Effect<
      InvoiceWithClient,
      ClientNotFound | IssueDateOutOfOrder | OccurrenceAlreadyIssued
    >;
    /**
     * Edits or moves an invoice in one transaction, holding the invoice until the transaction
     * ends: hands the invoice as stored to `decide` (pure: no I/O), and writes the change it
     * answers (fields, items when changed, the number when asked, the history line); a failure of
     * `decide` writes nothing and is the method's failure. Fails when the changed invoice names a client that is
     * not the owner's, or takes a number with an issue date out of order (as `create`).
     */
    readonly update: <E>(
      userId: UserId,
      id: string,
      decide: (current: Invoice) => Result.Result<InvoiceChange, E>,
    ) => Effect.Effect<
      InvoiceWithClient,
      InvoiceNotFound | ClientNotFound | IssueDateOutOfOrder | E
    >;
    /**
     * Sends an invoice and records it only once it went (docs/PRODUCT-RULES.md#email), in one
     * transaction: locks the row, hands the invoice as stored to `decide`, writes its change
     * (taking the owner's next number when asked, which keeps the owner's counter locked as well),
     * runs `deliver` with the invoice exactly as a later `get` reads it, then appends the change's
     * `record(delivered)` to the history and commits. A failure of `decide` or `deliver` rolls it
     * all back: no number is used up and nothing changes. While `deliver` runs, other writers of
     * this invoice (and, for a first send, other issuers of the owner's numbers) wait; on PGlite,
     * with its one connection, every query.
     */
    readonly updateWithDelivery: <A, E, D>(
      userId: UserId,
      id: string,
      delivery: InvoiceDelivery<A, E, D>,
    ) => Effect.Effect<
      { readonly stored: InvoiceWithClient; readonly delivered: A },
      InvoiceNotFound | IssueDateOutOfOrder | E | D
    >;
    /** Deletes an invoice, items and history, only while it holds no number (`canDeleteInvoice`). */
    readonly delete: (
      userId: UserId,
      id: string,
    ) => Effect.Effect<void, InvoiceNotFound | InvoiceCannotBeDeleted>;
    /**
     * Appends a line for an event that leaves the invoice as it is (a submission to a platform):
     * `from` and `to` are the invoice's status as stored. Nothing happens for an invoice that is
     * not the owner's.
     */
    readonly recordEvent: (
      userId: UserId,
      invoiceId: string,
      entry: Omit<InvoiceHistoryEntry, "from" | "to">,
    ) => Effect.Effect<void>;
    /** The invoice's history, oldest first. */
    readonly history: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<ReadonlyArray<InvoiceHistoryEntry>, InvoiceNotFound>;
    /**
     * The invoice with its client, its history and its archived files (none for a draft, or
     * before the archive job reached it), in one read, as the detail shows them.
     */
    readonly detail: (
      userId: UserId,
      id: string,
    ) => Effect.Effect<InvoiceDetailRecord, InvoiceNotFound>;
    /**
     * The dashboard's figures summed per currency by the store, never by loading invoices
     * (docs/PRODUCT-RULES.md#dashboard), with the rules of core/src/dashboard: received = paid with
     * `paidAt` in `[start, end)`; due = sent or overdue with `dueDate = today`; overdue = status
     * overdue, or sent with `dueDate < today`; the top 5 overdue by due date, then number sequence,
     * then id; the 5 most recently created invoices.
     */
    readonly dashboardFigures: (
      userId: UserId,
      day: DashboardDay,
    ) => Effect.Effect<DashboardDayFigures>;
    /**
     * The scheduled overdue job, for every user at once: moves each sent invoice whose due date is
     * before today in its owner's time zone at `now` (`becomesOverdue`) to overdue, sets its
     * `updatedAt` to `now` and appends a `statusChanged` history line (sent → overdue, at `now`,
     * id generated by the database), in one transaction; answers the invoices it moved.
     */
    readonly markOverdue: (now: Instant) => Effect.Effect<ReadonlyArray<OverdueMove>>;
  }
>()("@invoicing/core/InvoiceRepository") {}
