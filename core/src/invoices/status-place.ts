import { Schema } from "effect";

/**
 * Where a status change comes from. Each place has its own rules (spec §4, decisions §9): the
 * detail screen's buttons, the list's "mark as paid", a successful e-mail send, a card payment of
 * the invoice (decisions §6), the scheduled overdue job (decisions §3), and a full credit note,
 * the only way a numbered invoice is cancelled.
 */
export const statusPlaces = [
  "detail",
  "list",
  "email",
  "payment",
  "overdue-job",
  "credit-note",
] as const;

/** A place a status change comes from. */
export const StatusPlace = Schema.Literals(statusPlaces);
export type StatusPlace = typeof StatusPlace.Type;
