import type { FailedRule } from "@invoicing/core";

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
