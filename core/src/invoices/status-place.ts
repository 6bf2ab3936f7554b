import { Schema } from "effect";

/**
 * Where a status change comes from. Each place has its own rules (spec §4): the detail screen's
 * buttons, the list's "mark as paid", the form's status field, a successful e-mail send, a card
 * payment of the invoice (decisions §6), and the scheduled overdue job (decisions §3).
 */
export const statusPlaces = ["detail", "list", "form", "email", "payment", "overdue-job"] as const;

/** A place a status change comes from. */
export const StatusPlace = Schema.Literals(statusPlaces);
export type StatusPlace = typeof StatusPlace.Type;
