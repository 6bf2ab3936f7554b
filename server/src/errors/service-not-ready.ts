import { Schema } from "effect";
import type { ErrorCode } from "../i18n/error-messages-en.ts";

/**
 * The server cannot serve yet (database unreachable, migrations pending, jobs stopped): each
 * failed check is a field, so the operator reads which part is missing.
 */
export class ServiceNotReady extends Schema.TaggedError<ServiceNotReady>()("ServiceNotReady", {
  fields: Schema.Record(Schema.String, Schema.String),
}) {
  readonly key: ErrorCode = "common.errors.unavailable";
}
