import { FailedRule } from "@invoicing/core";
import { Schema } from "effect";

const FailedRules = Schema.Array(FailedRule);

/**
 * Why a call failed: the server answered an error, it could not be reached, it was too slow, or
 * its answer did not decode with the core's schema.
 */
export type ApiFailure = "response" | "network" | "timeout" | "answer";

/**
 * A failed API call. `code` and `fields` are i18n keys from the server's error body
 * (`{ success: false, code, message, fields }`); `message` is the server's own text, if any.
 */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
  /** The e-invoicing rules a refused document broke, when the server listed them. */
  readonly failedRules: ReadonlyArray<FailedRule>;

  constructor(options: {
    readonly failure: ApiFailure;
    readonly status: number;
    readonly code?: string | undefined;
    readonly message?: string | undefined;
    readonly fields?: Readonly<Record<string, string>> | undefined;
    readonly failedRules?: ReadonlyArray<FailedRule> | undefined;
  }) {
    super(options.message ?? "");
    this.name = "ApiError";
    this.failure = options.failure;
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.failedRules = options.failedRules ?? [];
  }
}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === "string");

/** Reads the error body the server answers with, tolerating any other body (a proxy's page). */
export const apiErrorFromBody = (status: number, body: unknown): ApiError => {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError({
    failure: "response",
    status,
    code: typeof fields.code === "string" ? fields.code : undefined,
    message: typeof fields.message === "string" ? fields.message : undefined,
    fields: isRecordOfStrings(fields.fields) ? fields.fields : undefined,
    failedRules: Schema.is(FailedRules)(fields.failedRules) ? fields.failedRules : undefined,
  });
};
