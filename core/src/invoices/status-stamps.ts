import type { Instant } from "../calendar/instant.ts";
import type { InvoiceStatus } from "./invoice-status.ts";

/** When an invoice was last sent, paid and cancelled (docs/PRODUCT-RULES.md#lifecycle). */
export interface StatusStamps {
  readonly sentAt: Instant | null;
  readonly paidAt: Instant | null;
  readonly cancelledAt: Instant | null;
}

/** A new invoice's stamps: none yet. */
export const NO_STATUS_STAMPS: StatusStamps = { sentAt: null, paidAt: null, cancelledAt: null };

const stampOf: Partial<Record<InvoiceStatus, keyof StatusStamps>> = {
  sent: "sentAt",
  paid: "paidAt",
  cancelled: "cancelledAt",
};

/**
 * The stamps after a move from `from` (null for a new invoice) to `to` at `at`: moving into sent,
 * paid or cancelled records `at` under that status; staying put or moving elsewhere keeps them.
 * Only the three stamps are answered, so an invoice can be passed as `stamps`.
 */
export const stampStatusChange = (
  stamps: StatusStamps,
  from: InvoiceStatus | null,
  to: InvoiceStatus,
  at: Instant,
): StatusStamps => {
  const kept = { sentAt: stamps.sentAt, paidAt: stamps.paidAt, cancelledAt: stamps.cancelledAt };
  const stamp = stampOf[to];
  return from === to || stamp === undefined ? kept : { ...kept, [stamp]: at };
};
