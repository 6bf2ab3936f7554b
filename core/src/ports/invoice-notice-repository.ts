import { Context, type Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { InvoiceHistoryEntry } from "../invoices/invoice-history-entry.ts";
import type { NoticeCandidate, NoticeStep } from "../jobs/notice-step.ts";
import type { UserId } from "../users/user-id.ts";

/** An invoice whose client may get a notice, with what decides it. */
export interface StoredNoticeCandidate extends NoticeCandidate {
  readonly userId: UserId;
  readonly invoiceId: string;
}

/** One step of one invoice, with the history line that tells of it. */
export interface NoticeRecord {
  readonly invoiceId: string;
  readonly step: NoticeStep;
  readonly at: Instant;
}

/**
 * The notices (payment reminders, overdue notices) of invoices: one record per invoice and step,
 * sent or given up, so a step never goes twice, whichever process sends it.
 */
export class InvoiceNoticeRepository extends Context.Service<
  InvoiceNoticeRepository,
  {
    /**
     * The unpaid (sent or overdue) invoices of every account whose due date lies within the
     * notice windows of today in their owner's time zone at `now`, with the owner's preferences,
     * the client's e-mail and the steps already done.
     */
    readonly candidates: (now: Instant) => Effect.Effect<ReadonlyArray<StoredNoticeCandidate>>;
    /**
     * Records `record` as sent and runs `deliver` in one transaction, then appends
     * `history(delivered)` and commits: a failure of `deliver` rolls the record back. Answers
     * null, without delivering, when the step was already recorded (sent, or being sent by
     * another process, whose commit it waits for).
     */
    readonly sendOnce: <A, E>(
      record: NoticeRecord,
      deliver: Effect.Effect<A, E>,
      history: (delivered: A) => InvoiceHistoryEntry,
    ) => Effect.Effect<A | null, E>;
    /**
     * Records `record` as given up with its history line, in one transaction; false (and
     * nothing written) when the step was already recorded.
     */
    readonly giveUp: (record: NoticeRecord, history: InvoiceHistoryEntry) => Effect.Effect<boolean>;
  }
>()("@invoicing/core/InvoiceNoticeRepository") {}
