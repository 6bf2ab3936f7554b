import type { InvoiceStatus } from "./invoice-status.ts";
import type { StatusPlace } from "./status-place.ts";
import { allowedStatusTargets } from "./status-transitions.ts";

/** A status button or link a screen may show. */
export type StatusAction = "markAsSent" | "markAsPaid" | "payInvoice" | "cancel";

/** A screen that shows status actions for one invoice. */
export type ActionScreen = "detail" | "list";

const screenActions: Record<
  ActionScreen,
  ReadonlyArray<{ action: StatusAction; place: StatusPlace; to: InvoiceStatus }>
> = {
  detail: [
    { action: "markAsSent", place: "detail", to: "sent" },
    { action: "markAsPaid", place: "detail", to: "paid" },
    { action: "payInvoice", place: "payment", to: "paid" },
    { action: "cancel", place: "detail", to: "cancelled" },
  ],
  list: [{ action: "markAsPaid", place: "list", to: "paid" }],
};

/** The status actions a screen offers for an invoice in `status`: exactly the allowed changes. */
export const statusActions = (
  screen: ActionScreen,
  status: InvoiceStatus,
): ReadonlyArray<StatusAction> =>
  screenActions[screen]
    .filter(({ place, to }) => allowedStatusTargets(place, status).includes(to))
    .map(({ action }) => action);
