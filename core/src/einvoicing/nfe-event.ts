import { Schema } from "effect";
import { NfeAccessKey } from "../brazil/access-key.ts";
import { Instant } from "../calendar/instant.ts";
import { NfeEnvironment } from "../settings/brazil-settings.ts";

/** What an NF-e event does: cancel the NF-e (110111), correct it (CC-e 110110), void numbers. */
export const NfeEventKindSchema = Schema.Literals(["cancellation", "correction", "voiding"]);
export type NfeEventRecordKind = typeof NfeEventKindSchema.Type;

/**
 * One NF-e event sent to SEFAZ, as the invoice (or, for voiding, the Brazil settings) lists it:
 * SEFAZ's code and reason, and whether it registered the event (135/136/155, or 102 for voiding).
 * The signed XML (with SEFAZ's answer once registered) is kept and served at `xmlUrl`.
 */
export const NfeEvent = Schema.Struct({
  id: Schema.String,
  invoiceId: Schema.NullOr(Schema.String),
  kind: NfeEventKindSchema,
  environment: NfeEnvironment,
  sandbox: Schema.Boolean,
  issuer: Schema.String,
  serie: Schema.Number,
  accessKey: Schema.NullOr(NfeAccessKey),
  /** nSeqEvento (1 for a cancellation and a voiding). */
  sequence: Schema.Number,
  /** Voiding only: the first and last numbers of the range. */
  from: Schema.NullOr(Schema.Number),
  to: Schema.NullOr(Schema.Number),
  /** The justification, or the correction's text, as sent. */
  text: Schema.String,
  cStat: Schema.String,
  xMotivo: Schema.String,
  protocol: Schema.NullOr(Schema.String),
  registered: Schema.Boolean,
  sentAt: Instant,
  registeredAt: Schema.NullOr(Instant),
});
export type NfeEvent = typeof NfeEvent.Type;

/** An event with the address of its XML. */
export const NfeEventListed = Schema.Struct({ ...NfeEvent.fields, xmlUrl: Schema.String });
export type NfeEventListed = typeof NfeEventListed.Type;

/** An invoice's NF-e events, newest first. */
export const NfeEventsResponse = Schema.Struct({ data: Schema.Array(NfeEventListed) });
export type NfeEventsResponse = typeof NfeEventsResponse.Type;

/** Answer of a cancellation, a correction or a voiding: SEFAZ's code and reason, and the event. */
export const NfeEventResponse = Schema.Struct({
  success: Schema.Boolean,
  cStat: Schema.String,
  xMotivo: Schema.String,
  event: NfeEventListed,
});
export type NfeEventResponse = typeof NfeEventResponse.Type;

/** A request to cancel an invoice's NF-e: the justification SEFAZ keeps. */
export const NfeCancelRequest = Schema.Struct({ justification: Schema.String });
/** A correction letter's text. */
export const NfeCorrectionRequest = Schema.Struct({ text: Schema.String });
/** A range of unused numbers to void, in a série, with its justification. */
export const NfeVoidRangeRequest = Schema.Struct({
  serie: Schema.Int,
  from: Schema.Int,
  to: Schema.Int,
  justification: Schema.String,
});
export type NfeVoidRangeRequest = typeof NfeVoidRangeRequest.Type;
