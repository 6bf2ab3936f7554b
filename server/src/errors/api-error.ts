import type { ErrorCode } from "../i18n/error-messages-en.ts";

/**
 * A failure the server raises itself (not a core error): its HTTP status and error code, and for
 * field problems the failing fields.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: ErrorCode, fields: Readonly<Record<string, string>> = {}) {
    super(code);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
