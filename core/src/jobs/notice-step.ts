import { Schema } from "effect";
import { addDays, daysBetween } from "../calendar/date-arithmetic.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { InvoiceStatus } from "../invoices/invoice-status.ts";
import type { NotificationPreferences } from "../settings/notification-preferences.ts";

/**
 * The automatic e-mails an unpaid invoice's client gets: a payment reminder before the due date,
 * then two overdue notices, the day after it and a week after it.
 */
export const NoticeStep = Schema.Literals(["reminder", "overdue1", "overdue7"]);
export type NoticeStep = typeof NoticeStep.Type;

/** Days from the due date on which each step starts; a step lasts until the next one starts. */
export const NOTICE_STEP_START: Readonly<Record<NoticeStep, number>> = {
  reminder: -3,
  overdue1: 1,
  overdue7: 7,
};

/**
 * Days after the due date past which no notice goes at all: an invoice found overdue for longer
 * (an account that just turned notices on, a server that was down) gets no flood of old steps.
 */
export const NOTICE_LAST_DAY = 13;

/**
 * The step whose window holds `today` for an invoice due on `dueDate`: the reminder from three
 * days before the due date to the due date itself, the first overdue notice from the day after to
 * the sixth day, the second from the seventh to the thirteenth; none before or after.
 */
export const noticeStepOn = (dueDate: IsoDate, today: IsoDate): NoticeStep | null => {
  const days = daysBetween(dueDate, today);
  if (days > NOTICE_LAST_DAY) return null;
  if (days >= NOTICE_STEP_START.overdue7) return "overdue7";
  if (days >= NOTICE_STEP_START.overdue1) return "overdue1";
  return days >= NOTICE_STEP_START.reminder && days <= 0 ? "reminder" : null;
};

/** The first day of `step` for an invoice due on `dueDate`. */
export const noticeStepStart = (dueDate: IsoDate, step: NoticeStep): IsoDate =>
  addDays(dueDate, NOTICE_STEP_START[step]);

/**
 * Whether the seller's preferences let `step` go: `emailNotifications` is the master switch of
 * every automatic e-mail to clients; `paymentReminders` governs the reminder,
 * `overdueNotifications` the overdue notices.
 */
export const noticeAllowed = (step: NoticeStep, preferences: NotificationPreferences): boolean =>
  preferences.emailNotifications &&
  (step === "reminder" ? preferences.paymentReminders : preferences.overdueNotifications);

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
  const step = noticeStepOn(candidate.dueDate, candidate.today);
  if (step === null || candidate.doneSteps.includes(step)) return null;
  return noticeAllowed(step, candidate.preferences) ? step : null;
};
