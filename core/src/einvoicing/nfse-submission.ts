import { Effect, Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { NfeEnvironment } from "../settings/brazil-settings.ts";
import { NfeSubmissionTrigger } from "./nfe-submission.ts";

/** One message of the national system: an error when rejected, a warning when issued. */
export const NfseMessage = Schema.Struct({
  code: Schema.String,
  description: Schema.String,
  complement: Schema.NullOr(Schema.String),
});
export type NfseMessage = typeof NfseMessage.Type;

/** How a DPS fared: turned into an NFS-e, rejected by the national system, or never sent. */
export const NfseSubmissionStatus = Schema.Literals(["issued", "rejected", "failed"]);
export type NfseSubmissionStatus = typeof NfseSubmissionStatus.Type;

/**
 * One attempt to turn an invoice into an NFS-e, as the invoice shows it: the DPS's Id and number,
 * the national system's answer (the NFS-e's access key, or its errors), or, for an auto-send that
 * never reached it, the i18n key of what stopped it (`error`, with `fields` for missing data).
 * `cancelled` once the national system registered the NFS-e's cancellation.
 */
export const NfseSubmission = Schema.Struct({
  id: Schema.String,
  invoiceId: Schema.String,
  trigger: NfeSubmissionTrigger,
  environment: NfeEnvironment,
  /** Answered by the sandbox (sandbox mode, or no production certificate). */
  sandbox: Schema.Boolean,
  dpsId: Schema.NullOr(Schema.String),
  nDps: Schema.NullOr(Schema.Number),
  status: NfseSubmissionStatus,
  accessKey: Schema.NullOr(Schema.String),
  messages: Schema.Array(NfseMessage),
  issuedAt: Schema.NullOr(Instant),
  submittedAt: Instant,
  cancelled: Schema.Boolean,
  error: Schema.NullOr(Schema.String),
  fields: Schema.NullOr(Schema.Record(Schema.String, Schema.String)),
});
export type NfseSubmission = typeof NfseSubmission.Type;

/** An invoice's NFS-e submissions, newest first. */
export const NfseSubmissionsResponse = Schema.Struct({ data: Schema.Array(NfseSubmission) });
export type NfseSubmissionsResponse = typeof NfseSubmissionsResponse.Type;

/** Why an NFS-e is cancelled: 1 an error in issuing it, 2 the service was not rendered, 9 other. */
export const NfseCancellationReasonCode = Schema.Literals(["1", "2", "9"]).annotate({
  message: "brazil.nfse.cancel.invalidreason",
});

/** A cancellation asked for: the reason code (1 when not given) and a justification of 15 to 255 characters. */
export const NfseCancelRequest = Schema.Struct({
  reason: NfseCancellationReasonCode.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("1" as const)),
  ),
  justification: Schema.String,
});
export type NfseCancelRequest = typeof NfseCancelRequest.Type;

/**
 * A cancellation event sent for an NFS-e, as the invoice shows it: registered or refused, with
 * the national system's messages.
 */
export const NfseEvent = Schema.Struct({
  id: Schema.String,
  invoiceId: Schema.String,
  accessKey: Schema.String,
  kind: Schema.Literals(["cancellation"]),
  reason: NfseCancellationReasonCode,
  justification: Schema.String,
  registered: Schema.Boolean,
  messages: Schema.Array(NfseMessage),
  sentAt: Instant,
  registeredAt: Schema.NullOr(Instant),
});
export type NfseEvent = typeof NfseEvent.Type;

/** The national system's answer to a cancellation: registered or not, and the event kept. */
export const NfseEventResponse = Schema.Struct({
  success: Schema.Boolean,
  messages: Schema.Array(NfseMessage),
  event: NfseEvent,
});
export type NfseEventResponse = typeof NfseEventResponse.Type;

/** The answer to an NFS-e issued (or rejected): whether it stands, and the submission kept. */
export const NfseIssueResponse = Schema.Struct({
  success: Schema.Boolean,
  accessKey: Schema.NullOr(Schema.String),
  messages: Schema.Array(NfseMessage),
  submission: NfseSubmission,
});
export type NfseIssueResponse = typeof NfseIssueResponse.Type;
