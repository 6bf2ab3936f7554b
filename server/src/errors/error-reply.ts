import type { ErrorCode } from "../i18n/error-messages-en.ts";
import { ApiError } from "./api-error.ts";
import { statusOfTag } from "./error-status.ts";

/** What the error middleware answers: status, code, failing fields and extra headers. */
export interface ErrorReply {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** Whether the failure is ours (a defect or an unmapped error), to be logged with its stack. */
  readonly unexpected: boolean;
  /** Words of a third party (a mail server's refusal) told after the message, untranslated. */
  readonly detail: string | null;
  /** The e-invoicing rules a document broke, each with its id, flag, text and location. */
  readonly failedRules: ReadonlyArray<unknown> | null;
}

interface TaggedFailure {
  readonly _tag: string;
  readonly key: string;
  readonly fields?: unknown;
  readonly retryAfterSeconds?: unknown;
  readonly detail?: unknown;
  readonly failedRules?: unknown;
}

const isTaggedFailure = (error: unknown): error is TaggedFailure =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { _tag?: unknown })._tag === "string" &&
  typeof (error as { key?: unknown }).key === "string";

const stringRecord = (value: unknown): Record<string, string> =>
  typeof value === "object" && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      )
    : {};

// Body parsers (co-body, formidable) and the router throw errors carrying `status` or `httpCode`.
const transportCodes: Readonly<Record<number, ErrorCode>> = {
  400: "common.errors.malformedjson",
  404: "common.errors.notfound",
  405: "common.errors.methodnotallowed",
  413: "common.errors.payloadtoolarge",
  415: "common.errors.unsupportedmediatype",
};

const transportStatus = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, httpCode } = error as { status?: unknown; httpCode?: unknown };
  const candidate = typeof httpCode === "number" ? httpCode : status;
  return typeof candidate === "number" ? candidate : undefined;
};

const internal: ErrorReply = {
  status: 500,
  code: "common.errors.internal",
  fields: {},
  headers: {},
  unexpected: true,
  detail: null,
  failedRules: null,
};

/** Maps anything a request may fail with to its answer; unknown failures are a 500. */
export const errorReply = (error: unknown): ErrorReply => {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      code: error.code,
      fields: error.fields,
      headers: {},
      unexpected: false,
      detail: null,
      failedRules: null,
    };
  }
  if (isTaggedFailure(error)) {
    const status = statusOfTag(error._tag);
    if (status === undefined) return internal;
    const headers: Record<string, string> =
      typeof error.retryAfterSeconds === "number"
        ? { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) }
        : {};
    return {
      status,
      code: error.key,
      fields: stringRecord(error.fields),
      headers,
      unexpected: false,
      detail: typeof error.detail === "string" ? error.detail : null,
      failedRules: Array.isArray(error.failedRules) ? error.failedRules : null,
    };
  }
  const status = transportStatus(error);
  const code = status === undefined ? undefined : transportCodes[status];
  if (status !== undefined && code !== undefined) {
    return {
      status,
      code,
      fields: {},
      headers: {},
      unexpected: false,
      detail: null,
      failedRules: null,
    };
  }
  return internal;
};
