import type { Instant } from "../../calendar/instant.ts";
import type { NfeAccessKey } from "../access-key.ts";
import { nfeText } from "./nfe-text.ts";

/** The NF-e events this product sends (docs/PRODUCT-RULES.md#nf-e-events). */
export type NfeEventKind = "cancellation" | "correction";

/** tpEvento of each event: 110111 cancellation, 110110 correction letter (CC-e). */
export const NFE_EVENT_TYPE: Readonly<Record<NfeEventKind, string>> = {
  cancellation: "110111",
  correction: "110110",
};

/** A cancellation is accepted within 24 hours of the NF-e's authorisation. */
export const CANCELLATION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Cancellation and voiding justifications (xJust): 15 to 255 characters. */
export const JUSTIFICATION_LENGTH = { min: 15, max: 255 } as const;
/** A correction letter's text (xCorrecao): 15 to 1000 characters. */
export const CORRECTION_LENGTH = { min: 15, max: 1000 } as const;
/** nSeqEvento: each correction letter of an NF-e has the next number, at most 20. */
export const MAX_EVENT_SEQUENCE = 20;

/**
 * The event's Id: "ID", tpEvento (6), the NF-e's access key (44) and nSeqEvento on two digits:
 * 52 digits after "ID", which the signature's Reference points at.
 */
export const nfeEventId = (kind: NfeEventKind, accessKey: NfeAccessKey, sequence: number): string =>
  `ID${NFE_EVENT_TYPE[kind]}${accessKey}${String(sequence).padStart(2, "0")}`;

const MEASURE = Number.MAX_SAFE_INTEGER;

/**
 * A free text as an event carries it (`nfeText`: Latin-1, single spaces, trimmed), or the i18n key
 * of why it cannot be sent: too short or too long for `length`, counted after that cleaning.
 */
export const eventText = (
  text: string,
  length: { readonly min: number; readonly max: number },
  subject: "justification" | "correction",
): { readonly text: string } | { readonly problem: string } => {
  const cleaned = nfeText(text, MEASURE);
  if (cleaned.length < length.min) return { problem: `brazil.nfe.${subject}.tooshort` };
  if (cleaned.length > length.max) return { problem: `brazil.nfe.${subject}.toolong` };
  return { text: cleaned };
};

/** Whether a cancellation asked at `now` is within 24 hours of the authorisation. */
export const withinCancellationWindow = (authorizedAt: Instant, now: Instant): boolean =>
  Date.parse(now) - Date.parse(authorizedAt) <= CANCELLATION_WINDOW_MS;

/** The sequence of the next correction letter after `sent` registered ones, or null past 20. */
export const nextCorrectionSequence = (sent: number): number | null =>
  sent + 1 > MAX_EVENT_SEQUENCE ? null : sent + 1;
