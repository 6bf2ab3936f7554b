import { Schema } from "effect";
import { NfeAccessKey } from "../brazil/access-key.ts";
import { Instant } from "../calendar/instant.ts";
import { NfeEnvironment } from "../settings/brazil-settings.ts";

/** Who sent an NF-e: the user (submit button, API) or auto-send when the invoice was issued. */
export const NfeSubmissionTrigger = Schema.Literals(["manual", "auto"]);
export type NfeSubmissionTrigger = typeof NfeSubmissionTrigger.Type;

/**
 * One attempt to authorise an invoice's NF-e, as the invoice shows it: SEFAZ's answer (cStat,
 * xMotivo, protocol), or, for an auto-send that never reached SEFAZ, the i18n key of what stopped
 * it (`error`, with `fields` for missing NF-e data).
 */
export const NfeSubmission = Schema.Struct({
  id: Schema.String,
  invoiceId: Schema.String,
  trigger: NfeSubmissionTrigger,
  environment: NfeEnvironment,
  /** Answered by the sandbox (sandbox mode, or no production certificate), not by SEFAZ. */
  sandbox: Schema.Boolean,
  accessKey: Schema.NullOr(NfeAccessKey),
  cStat: Schema.NullOr(Schema.String),
  xMotivo: Schema.NullOr(Schema.String),
  protocol: Schema.NullOr(Schema.String),
  authorized: Schema.Boolean,
  authorizedAt: Schema.NullOr(Instant),
  submittedAt: Instant,
  error: Schema.NullOr(Schema.String),
  fields: Schema.NullOr(Schema.Record(Schema.String, Schema.String)),
});
export type NfeSubmission = typeof NfeSubmission.Type;

/** An invoice's NF-e submissions, newest first. */
export const NfeSubmissionsResponse = Schema.Struct({ data: Schema.Array(NfeSubmission) });
export type NfeSubmissionsResponse = typeof NfeSubmissionsResponse.Type;
