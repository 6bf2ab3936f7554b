import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { FailedRule } from "../france/factur-x/failed-rule.ts";
import { FrenchPlatformStatus } from "./france-submit.ts";

/** Who sent an invoice to the platform: the user (submit button or API), or the auto-send setting. */
export const FacturXSubmissionTrigger = Schema.Literals(["manual", "auto"]);
export type FacturXSubmissionTrigger = typeof FacturXSubmissionTrigger.Type;

/**
 * Which platform answered: the in-process sandbox, or the production platform
 * (docs/PRODUCT-RULES.md#sandbox).
 */
export const PlatformEnvironment = Schema.Literals(["sandbox", "production"]);
export type PlatformEnvironment = typeof PlatformEnvironment.Type;

/**
 * Where a submission ended: the platform's status, or `failed` when it never reached the
 * platform (unreachable, or an invoice that cannot become Factur-X).
 */
export const FacturXSubmissionStatus = Schema.Literals([
  ...FrenchPlatformStatus.literals,
  "failed",
]);
export type FacturXSubmissionStatus = typeof FacturXSubmissionStatus.Type;

/**
 * One submission of an invoice's Factur-X to the French platform and its answer, kept and shown
 * on the invoice. A `failed` one names its cause with `error` (an i18n key) and, for an invoice
 * the builder refused, each problem in `fields` (field → i18n key).
 */
export const FacturXSubmission = Schema.Struct({
  id: Schema.String,
  invoiceId: Schema.String,
  trigger: FacturXSubmissionTrigger,
  environment: PlatformEnvironment,
  status: FacturXSubmissionStatus,
  /** The platform's id of the deposit (its flow number). */
  flowId: Schema.NullOr(Schema.String),
  /** The platform's reason for a rejection, or the transport's for an unreachable platform. */
  reason: Schema.NullOr(Schema.String),
  failedRules: Schema.Array(FailedRule),
  error: Schema.NullOr(Schema.String),
  fields: Schema.NullOr(Schema.Record(Schema.String, Schema.String)),
  submittedAt: Instant,
  answeredAt: Instant,
});
export type FacturXSubmission = typeof FacturXSubmission.Type;

/** An invoice's submissions to the French platform, newest first. */
export const FacturXSubmissionsResponse = Schema.Struct({
  data: Schema.Array(FacturXSubmission),
});
export type FacturXSubmissionsResponse = typeof FacturXSubmissionsResponse.Type;
