import type { ReceivedInvoiceSummary } from "@invoicing/core";

/** Where a received invoice stands for its buyer: the list's filter values. */
export type ReceivedState = "pending" | "approved" | "disputed" | "refused" | "paid";

const BY_STATUS: Readonly<Record<number, ReceivedState>> = {
  205: "approved",
  207: "disputed",
  210: "refused",
};

/** A received invoice's state: paid once marked so, else what the last status sent says. */
export const receivedState = (
  invoice: Pick<ReceivedInvoiceSummary, "status" | "paidAt">,
): ReceivedState => {
  if (invoice.paidAt !== null) return "paid";
  return invoice.status === null ? "pending" : (BY_STATUS[invoice.status] ?? "pending");
};
