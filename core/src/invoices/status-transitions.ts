import { Result } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import { CancelRequiresCreditNote } from "./cancel-requires-credit-note.ts";
import { InvalidStatusTransition } from "./invalid-status-transition.ts";
import type { InvoiceNumber } from "./invoice-number.ts";
import type { InvoiceStatus } from "./invoice-status.ts";
import type { StatusPlace } from "./status-place.ts";

const none: ReadonlyArray<InvoiceStatus> = [];

// Status only moves forward (docs/PRODUCT-RULES.md#lifecycle): draft → sent → overdue → paid, never
// back to draft. A draft may be cancelled (it holds no number and stays deletable); a numbered
// invoice is cancelled only by a full credit note, or, when its NF-e was authorised, by the
// cancellation of that NF-e (credit notes are refused for it).
const targets: Record<StatusPlace, Record<InvoiceStatus, ReadonlyArray<InvoiceStatus>>> = {
  detail: {
    draft: ["sent", "cancelled"],
    sent: ["paid"],
    overdue: ["paid"],
    paid: none,
    cancelled: none,
  },
  list: { draft: ["paid"], sent: ["paid"], overdue: ["paid"], paid: none, cancelled: none },
  // A resend keeps sent, overdue and paid as they are; a cancelled invoice is not sent at all.
  email: { draft: ["sent"], sent: ["sent"], overdue: ["overdue"], paid: ["paid"], cancelled: none },
  payment: { draft: none, sent: ["paid"], overdue: ["paid"], paid: none, cancelled: none },
  // The one move back: deleting a mistaken payment of a paid invoice leaves something due again.
  "payment-removal": {
    draft: none,
    sent: none,
    overdue: none,
    paid: ["sent", "overdue"],
    cancelled: none,
  },
  "overdue-job": { draft: none, sent: ["overdue"], overdue: none, paid: none, cancelled: none },
  "credit-note": {
    draft: none,
    sent: ["cancelled"],
    overdue: ["cancelled"],
    paid: ["cancelled"],
    cancelled: none,
  },
  "nfe-cancellation": {
    draft: none,
    sent: ["cancelled"],
    overdue: ["cancelled"],
    paid: ["cancelled"],
    cancelled: none,
  },
};

/** The places that cancel a numbered invoice: the legal documents that undo it. */
const CANCELLING_PLACES: ReadonlyArray<StatusPlace> = ["credit-note", "nfe-cancellation"];

/** The statuses an invoice in `from` may move to from `place` (possibly `from` itself). */
export const allowedStatusTargets = (
  place: StatusPlace,
  from: InvoiceStatus,
): ReadonlyArray<InvoiceStatus> => targets[place][from];

/** The invoice as a status change needs it: its status, and whether it holds a number. */
export interface StatusHolder {
  readonly id: string;
  readonly status: InvoiceStatus;
  readonly invoiceNumber: InvoiceNumber | null;
}

/**
 * Checks a status change asked from a place; the result is the invoice's new status. Cancelling
 * a numbered invoice anywhere but through a credit note or a registered NF-e cancellation fails
 * with CancelRequiresCreditNote, every
 * other move the place does not allow with InvalidStatusTransition.
 */
export const changeStatus = (
  place: StatusPlace,
  current: StatusHolder,
  to: InvoiceStatus,
): Result.Result<InvoiceStatus, InvalidStatusTransition | CancelRequiresCreditNote> => {
  const from = current.status;
  if (to === "cancelled" && current.invoiceNumber !== null && !CANCELLING_PLACES.includes(place)) {
    return Result.fail(new CancelRequiresCreditNote({ id: current.id }));
  }
  return allowedStatusTargets(place, from).includes(to)
    ? Result.succeed(to)
    : Result.fail(new InvalidStatusTransition({ from, to, place }));
};

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
