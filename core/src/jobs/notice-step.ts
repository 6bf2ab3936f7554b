import { Schema } from "effect";
import { addDays, daysBetween } from "../calendar/date-arithmetic.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import {
  NOTICE_OFFSET_MAX,
  NOTICE_OFFSET_MIN,
  type NotificationPreferences,
} from "../settings/notification-preferences.ts";

/**
 * One automatic e-mail to an unpaid invoice's client, named by its offset in the seller's
 * schedule: days from the due date, negative for a payment reminder before it, 0 on the due date,
 * positive for an overdue notice after it.
 */
export const NoticeStep = Schema.Int;
export type NoticeStep = number;

/** The most days a notice's window lasts: a notice found late by this much no longer goes. */
export const NOTICE_WINDOW_DAYS = 7;

/** The earliest day, from the due date, on which any schedule has a notice. */
export const NOTICE_FIRST_DAY = NOTICE_OFFSET_MIN;

/**
 * Days after the due date past which no notice goes at all, whatever the schedule: an invoice
 * found overdue for longer (an account that just turned notices on, a server that was down) gets
 * no flood of old steps.
 */
export const NOTICE_LAST_DAY = NOTICE_OFFSET_MAX + NOTICE_WINDOW_DAYS - 1;

/** The schedule's offsets in order, each once. */
const ordered = (offsets: ReadonlyArray<number>): ReadonlyArray<number> =>
  [...new Set(offsets)].sort((a, b) => a - b);

/**
 * The last day, from the due date, of the notice at `offset` in `offsets`: the day before the
 * next notice starts, at most a week after its own start, and for a reminder the due date itself,
 * so a reminder never reaches a client once the invoice is overdue.
 */
const windowEnd = (offsets: ReadonlyArray<number>, offset: number): number => {
  const next = offsets.find((other) => other > offset);
  return Math.min(
    next === undefined ? Number.POSITIVE_INFINITY : next - 1,
    offset + NOTICE_WINDOW_DAYS - 1,
    offset <= 0 ? 0 : Number.POSITIVE_INFINITY,
  );
};

/**
 * The notice whose window holds `today` for an invoice due on `dueDate` under the schedule
 * `offsets`: each notice's window starts on its own day and lasts until the next notice starts,
 * a week at most, a reminder's no later than the due date; so windows never overlap and a notice
 * missed on its day (a server that was down) still goes within its window. With the default
 * schedule: the reminder from three days before the due date to the due date, the first overdue
 * notice from the day after to the sixth day, the second from the seventh to the thirteenth.
 */
export const noticeStepOn = (
  dueDate: IsoDate,
  today: IsoDate,
  offsets: ReadonlyArray<number>,
): NoticeStep | null => {
  const days = daysBetween(dueDate, today);
  const schedule = ordered(offsets);
  for (const offset of schedule) {
    if (days >= offset && days <= windowEnd(schedule, offset)) return offset;
  }
  return null;
};

/** The first day of `step` for an invoice due on `dueDate`. */
export const noticeStepStart = (dueDate: IsoDate, step: NoticeStep): IsoDate =>
  addDays(dueDate, step);

/** The words a notice takes: a reminder, the first overdue notice, or a later one. */
export type NoticeKind = "reminder" | "overdue" | "overdueAgain";

/** Which words the notice at `step` of `offsets` takes. */
export const noticeKind = (step: NoticeStep, offsets: ReadonlyArray<number>): NoticeKind => {
  if (step <= 0) return "reminder";
  return ordered(offsets).find((offset) => offset > 0) === step ? "overdue" : "overdueAgain";
};

/**
 * Whether the seller's preferences let `step` go: `emailNotifications` is the master switch of
 * every automatic e-mail to clients; `paymentReminders` governs the reminders (up to the due
 * date), `overdueNotifications` the overdue notices.
 */
export const noticeAllowed = (step: NoticeStep, preferences: NotificationPreferences): boolean =>
  preferences.emailNotifications &&
  (step <= 0 ? preferences.paymentReminders : preferences.overdueNotifications);

/** Whether an invoice in `status` still awaits payment, so that notices may go to its client. */
export const awaitsPayment = (status: InvoiceStatus): boolean =>
  status === "sent" || status === "overdue";

/** What decides whether one invoice's client gets a notice today. */
export interface NoticeCandidate {
  readonly status: InvoiceStatus;
  readonly dueDate: IsoDate;
  /** Today in the seller's time zone. */
  readonly today: IsoDate;
  readonly preferences: NotificationPreferences;
  readonly clientEmail: string | null;
  /** The steps already done for this invoice, sent or given up. */
  readonly doneSteps: ReadonlyArray<NoticeStep>;
}

/** The notice an invoice's client should get now, if any: at most one step, never one done. */
export const noticeDue = (candidate: NoticeCandidate): NoticeStep | null => {
  if (!awaitsPayment(candidate.status) || !candidate.clientEmail) return null;
  const step = noticeStepOn(
    candidate.dueDate,
    candidate.today,
    candidate.preferences.noticeOffsets,
  );
  if (step === null || candidate.doneSteps.includes(step)) return null;
  return noticeAllowed(step, candidate.preferences) ? step : null;
};
