import { Context, type Effect, type Result } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { ClientNotFound } from "../clients/client-errors.ts";
import type { CatchUpMode, RecurringSettings } from "../recurring/catch-up.ts";
import type { RecurringInvoiceNotFound } from "../recurring/recurring-errors.ts";
import type { RecurringInvoice, RecurringProgress } from "../recurring/recurring-invoice.ts";
import type { RecurringInvoiceWithClient } from "../recurring/recurring-invoice-json.ts";
import type { UserId } from "../users/user-id.ts";
import type { Page } from "./page.ts";

/** A recurring invoice the job claimed, with its owner's today and catch-up mode. */
export interface DueRecurringInvoice {
  readonly schedule: RecurringInvoice;
  readonly today: IsoDate;
  readonly catchUp: CatchUpMode;
}

/**
 * The users' recurring invoices. Every method but the job's is scoped by the owner: another
 * user's recurring invoice is "not found". Storage failures are defects.
 */
export class RecurringInvoiceRepository extends Context.Service<
  RecurringInvoiceRepository,
  {
    /** One page of the owner's recurring invoices, next due first, finished ones last. */
    readonly list: (
      userId: UserId,
      page: number,
      pageSize: number,
    ) => Effect.Effect<Page<RecurringInvoiceWithClient>>;
    readonly get: (
      userId: UserId,
      id: string,
    ) => Effect.Effect<RecurringInvoiceWithClient, RecurringInvoiceNotFound>;
    /** Stores a new recurring invoice; its client must be the owner's. */
    readonly create: (
      schedule: RecurringInvoice,
    ) => Effect.Effect<RecurringInvoiceWithClient, ClientNotFound>;
    /**
     * Changes a recurring invoice as `decide` says, from the row as it is under a lock: its
     * template, rule, delivery, status and next occurrence (the job's results are kept).
     */
    readonly update: <E>(
      userId: UserId,
      id: string,
      decide: (current: RecurringInvoice) => Result.Result<RecurringInvoice, E>,
    ) => Effect.Effect<RecurringInvoiceWithClient, RecurringInvoiceNotFound | ClientNotFound | E>;
    /** Deletes a recurring invoice; the invoices it issued stay. */
    readonly delete: (userId: UserId, id: string) => Effect.Effect<void, RecurringInvoiceNotFound>;
    /**
     * Claims at most `limit` active recurring invoices whose next occurrence is on or before
     * their owner's today at `now` or whose e-mail waits, and whose retry time (if any) has come,
     * none claimed by another run: each is held until `leaseUntil` or its `release`, so two
     * processes never work on one at once.
     */
    readonly claimDue: (
      now: Instant,
      leaseUntil: Instant,
      limit: number,
    ) => Effect.Effect<ReadonlyArray<DueRecurringInvoice>>;
    /** Writes the job's progress on a claimed recurring invoice; `release` ends the claim. */
    readonly saveProgress: (
      id: string,
      progress: Omit<RecurringProgress, "status">,
      release: boolean,
    ) => Effect.Effect<void>;
    /** The owner's settings of recurring invoices (the defaults until saved). */
    readonly settings: (userId: UserId) => Effect.Effect<RecurringSettings>;
    readonly saveSettings: (
      userId: UserId,
      settings: RecurringSettings,
    ) => Effect.Effect<RecurringSettings>;
  }
>()("@invoicing/core/RecurringInvoiceRepository") {}
