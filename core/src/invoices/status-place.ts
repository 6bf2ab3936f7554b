import { Schema } from "effect";

/**
 * Where a status change comes from. Each place has its own rules (docs/PRODUCT-RULES.md#lifecycle):
 * the detail screen's buttons, the list's "mark as paid", a successful e-mail send, a card payment
 * of the invoice (docs/PRODUCT-RULES.md#payments) or a recorded payment that leaves nothing due, the
 * deletion of a mistaken payment (docs/PRODUCT-RULES.md#invoice-payments), the scheduled overdue
 * job (docs/PRODUCT-RULES.md#lifecycle), a full credit note, and the cancellation of the invoice's
 * NF-e registered by SEFAZ (docs/PRODUCT-RULES.md#nf-e-events): the only two ways a numbered invoice
 * is cancelled.
 */
export const statusPlaces = [
  "detail",
  "list",
  "email",
  "payment",
  "payment-removal",
  "overdue-job",
  "credit-note",
  "nfe-cancellation",
] as const;

/** A place a status change comes from. */
export const StatusPlace = Schema.Literals(statusPlaces);
export type StatusPlace = typeof StatusPlace.Type;
