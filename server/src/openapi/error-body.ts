import { FailedRule } from "@invoicing/core";
import { Schema } from "effect";

/** The body of every error answer (docs/PRODUCT-RULES.md#api). */
export const ErrorBody = Schema.Struct({
  success: Schema.Literal(false),
  /** The i18n key of the problem, e.g. `auth.emailtaken`. */
  code: Schema.String,
  /** The problem in the caller's language. */
  message: Schema.String,
  /** Each failing field (dotted path) with the i18n key of its problem. */
  fields: Schema.Record(Schema.String, Schema.String),
  /** For a document the e-invoicing rules refuse: each rule it broke. */
  failedRules: Schema.optionalKey(Schema.Array(FailedRule)),
  /** The request's id (also its `X-Request-Id` header), which every log line about it carries. */
  requestId: Schema.String,
}).annotate({ identifier: "ErrorBody" });
export type ErrorBody = typeof ErrorBody.Type;
