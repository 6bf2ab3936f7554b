import { Schema } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";

/**
 * What the job does with occurrences that fell due while it could not run (a server down): issue
 * one invoice per missed period, or only the latest, skipping the others.
 */
export const CatchUpMode = Schema.Literals(["everyPeriod", "latestOnly"]);
export type CatchUpMode = typeof CatchUpMode.Type;

/** The catch-up mode of an account that never chose one. */
export const DEFAULT_CATCH_UP_MODE: CatchUpMode = "everyPeriod";

/** The user's settings of recurring invoices. */
export const RecurringSettings = Schema.Struct({
  catchUp: CatchUpMode.pipe(
    Schema.annotateKey({ messageMissingKey: "recurring.validation.catchup" }),
  ),
});
export type RecurringSettings = typeof RecurringSettings.Type;

/** A due occurrence of a recurring invoice: its index (0 for the first) and date. */
export interface Occurrence {
  readonly index: number;
  readonly date: IsoDate;
}

/**
 * Of the occurrences due (in order), those to issue and those to skip: every one, or, catching up
 * on the latest only, the last one, the earlier ones skipped.
 */
export const occurrencesToIssue = (
  due: ReadonlyArray<Occurrence>,
  mode: CatchUpMode,
): { readonly issue: ReadonlyArray<Occurrence>; readonly skip: ReadonlyArray<Occurrence> } =>
  mode === "everyPeriod" || due.length <= 1
    ? { issue: due, skip: [] }
    : { issue: due.slice(-1), skip: due.slice(0, -1) };

const RETRY_BASE_MINUTES = 15;
const RETRY_MAX_MINUTES = 24 * 60;

/** Minutes to wait after the `failedAttempts`-th failure in a row: 15, 30, 60 … at most a day. */
export const retryDelayMinutes = (failedAttempts: number): number =>
  Math.min(RETRY_MAX_MINUTES, RETRY_BASE_MINUTES * 2 ** Math.max(0, failedAttempts - 1));
