import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { LifecycleEntry } from "../france/lifecycle/lifecycle-entry.ts";
import type { ReceivedInvoice } from "../purchases/received-invoice.ts";
import type { UserId } from "../users/user-id.ts";
import type { Page } from "./page.ts";

/** Which received invoices a list shows: a text search, a status filter, a page. */
export interface ReceivedInvoiceQuery {
  readonly q: string | null;
  /** `pending` (no answer yet), `approved`, `disputed`, `refused`, `paid`. */
  readonly status: "pending" | "approved" | "disputed" | "refused" | "paid" | null;
  readonly page: number;
  readonly pageSize: number;
}

/** What a user owes on received invoices of one currency, minor units. */
export interface ToPay {
  /** ISO 4217. */
  readonly currency: string;
  readonly amount: number;
  readonly count: number;
}

/**
 * The supplier invoices of each user (docs/FRANCE-PA.md#receiving), scoped by the owner, with the
 * statuses sent about them. Storage failures are defects.
 */
export class ReceivedInvoiceRepository extends Context.Service<
  ReceivedInvoiceRepository,
  {
    /**
     * Keeps a received invoice under its duplicate key; the id of the one already kept under
     * that key instead, when there is one (nothing is written then).
     */
    readonly insert: (
      userId: UserId,
      invoice: ReceivedInvoice,
      duplicateKey: string,
    ) => Effect.Effect<{ readonly duplicateOf: string | null }>;
    readonly get: (userId: UserId, id: string) => Effect.Effect<ReceivedInvoice | null>;
    readonly list: (
      userId: UserId,
      query: ReceivedInvoiceQuery,
    ) => Effect.Effect<Page<ReceivedInvoice>>;
    /** Keeps a status sent about one of the owner's received invoices and makes it the latest. */
    readonly recordStatus: (
      userId: UserId,
      entry: Omit<LifecycleEntry, "invoiceId"> & { readonly invoiceId: string },
    ) => Effect.Effect<void>;
    /** The statuses of one received invoice, oldest first. */
    readonly statuses: (userId: UserId, id: string) => Effect.Effect<ReadonlyArray<LifecycleEntry>>;
    readonly markPaid: (userId: UserId, id: string, at: Instant) => Effect.Effect<void>;
    /** Approved or unanswered, not refused, unpaid invoices (not credit notes), per currency. */
    readonly toPay: (userId: UserId) => Effect.Effect<ReadonlyArray<ToPay>>;
  }
>()("@invoicing/core/ReceivedInvoiceRepository") {}
