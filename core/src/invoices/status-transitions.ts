import { Result } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import { InvalidStatusTransition } from "./invalid-status-transition.ts";
import { type InvoiceStatus, invoiceStatuses } from "./invoice-status.ts";
import type { StatusPlace } from "./status-place.ts";

const none: ReadonlyArray<InvoiceStatus> = [];

const targets: Record<StatusPlace, Record<InvoiceStatus, ReadonlyArray<InvoiceStatus>>> = {
  detail: {
    draft: ["sent", "cancelled"],
    sent: ["paid", "cancelled"],
    overdue: ["paid", "cancelled"],
    paid: ["cancelled"],
    cancelled: none,
  },
  list: { draft: ["paid"], sent: ["paid"], overdue: ["paid"], paid: none, cancelled: ["paid"] },
  // The form sends its status with every save, so keeping the same status must be accepted.
  form: {
    draft: invoiceStatuses,
    sent: invoiceStatuses,
    paid: invoiceStatuses,
    overdue: invoiceStatuses,
    cancelled: invoiceStatuses,
  },
  // A resend keeps sent, overdue and paid as they are; a cancelled invoice is not sent at all.
  email: { draft: ["sent"], sent: ["sent"], overdue: ["overdue"], paid: ["paid"], cancelled: none },
  payment: { draft: none, sent: ["paid"], overdue: ["paid"], paid: none, cancelled: none },
  "overdue-job": { draft: none, sent: ["overdue"], overdue: none, paid: none, cancelled: none },
};

/** The statuses an invoice in `from` may move to from `place` (possibly `from` itself). */
export const allowedStatusTargets = (
  place: StatusPlace,
  from: InvoiceStatus,
): ReadonlyArray<InvoiceStatus> => targets[place][from];

/** Checks a status change asked from a place; the result is the invoice's new status. */
export const changeStatus = (
  place: StatusPlace,
  from: InvoiceStatus,
  to: InvoiceStatus,
): Result.Result<InvoiceStatus, InvalidStatusTransition> =>
  allowedStatusTargets(place, from).includes(to)
    ? Result.succeed(to)
    : Result.fail(new InvalidStatusTransition({ from, to, place }));

/** The status after the transport accepted the invoice's e-mail: a draft becomes sent. */
export const statusAfterEmailSend = (
  from: InvoiceStatus,
): Result.Result<InvoiceStatus, InvalidStatusTransition> => {
  const [to] = allowedStatusTargets("email", from);
  return to === undefined
    ? Result.fail(new InvalidStatusTransition({ from, to: "sent", place: "email" }))
    : Result.succeed(to);
};

/** Whether the overdue job moves this invoice: sent, and due before today in the user's zone. */
export const becomesOverdue = (status: InvoiceStatus, dueDate: IsoDate, today: IsoDate): boolean =>
  allowedStatusTargets("overdue-job", status).includes("overdue") && dueDate < today;
