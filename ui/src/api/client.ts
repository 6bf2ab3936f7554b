import { SANDBOX_HEADER } from "@invoicing/core";
import { Result, Schema } from "effect";
import i18next from "i18next";
import { ApiError } from "./api-error.ts";
import { apiErrorFromBody } from "./api-error-body.ts";
import { sandboxFlag } from "./sandbox-flag.ts";
import { tokenStore } from "./token-store.ts";

/** Every call goes to the same origin's `/api` (Vite proxies it in development). */
export const API_BASE = "/api";

/**
 * A call that has no answer after this many milliseconds fails as a timeout
 * (docs/PRODUCT-RULES.md#api).
 */
export const API_TIMEOUT_MS = 10_000;

/** Query parameters; undefined, null and "" are left out. */
export type Query = Readonly<Record<string, string | number | boolean | undefined | null>>;

/** Options of one call. A JSON body is any value; a `FormData` body is sent as multipart. */
export interface CallOptions {
  readonly query?: Query;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Aborting it (a page left) rejects with the abort's reason, not with an `ApiError`. */
  readonly signal?: AbortSignal;
  /** How long the call may take; `API_TIMEOUT_MS` unless the server has more to do (a validation). */
  readonly timeoutMs?: number;
}

let unauthorized: () => void = () => undefined;

/** Sets what happens after a call with a token answers 401 (the token is already removed then). */
export const onUnauthorized = (handler: () => void): void => {
  unauthorized = handler;
};

/** The address of an API path with its query, relative to the page's origin. */
export const apiUrl = (path: string, query: Query = {}): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : "";
  return `${API_BASE}${path}${suffix}`;
};

const requestInit = (method: string, options: CallOptions, token: string | null): RequestInit => {
  const headers = new Headers({ Accept: "application/json", ...options.headers });
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  if (i18next.language) headers.set("Accept-Language", i18next.language);
  // Every call says whether sandbox mode is on (docs/PRODUCT-RULES.md#sandbox); the account's
  // setting stays the authority.
  headers.set(SANDBOX_HEADER, String(sandboxFlag.read()));
  if (options.body instanceof FormData) return { method, headers, body: options.body };
  if (options.body === undefined) return { method, headers };
  headers.set("Content-Type", "application/json");
  return { method, headers, body: JSON.stringify(options.body) };
};

/**
 * Makes one call and hands the successful response to `read`, all within the timeout (10 s unless
 * the call asks for more).
 * Failures become `ApiError`s; a 401 to a call that carried a token also signs the browser out.
 */
const call = async <T>(
  method: string,
  path: string,
  options: CallOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> => {
  const token = tokenStore.read();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;
  try {
    const response = await fetch(apiUrl(path, options.query), {
      ...requestInit(method, options, token),
      signal,
    });
    if (response.ok) return await read(response);
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 401 && token !== null) {
      tokenStore.clear();
      unauthorized();
    }
    throw apiErrorFromBody(response.status, body);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    throw new ApiError({ failure: timeout.signal.aborted ? "timeout" : "network", status: 0 });
  } finally {
    clearTimeout(timer);
  }
};

/** The core's schema of an answer: what the server encodes its JSON with. */
export type Answer<T> = Schema.Decoder<T>;

/**
 * Reads a JSON answer and decodes it with the core's schema, so that an answer a screen cannot
 * read fails there as `common.errors.unreadableanswer` instead of breaking it further on.
 */
const decoding =
  <T>(answer: Answer<T>) =>
  async (response: Response): Promise<T> => {
    const text = await response.text();
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch (error) {
      throw unreadable(response, String(error));
    }
    const result = Schema.decodeUnknownResult(answer)(body);
    if (Result.isSuccess(result)) return result.success;
    throw unreadable(response, result.failure.message);
  };

const unreadable = (response: Response, reason: string) =>
  new ApiError({
    failure: "answer",
    status: response.status,
    code: "common.errors.unreadableanswer",
    message: `${response.url}: ${reason}`,
  });

/** For calls whose answer says nothing more than its success. */
const ignoring = async (): Promise<void> => undefined;

/** A downloaded file and the name the server suggests for it. */
export interface Download {
  readonly blob: Blob;
  readonly filename: string | undefined;
}

const filenameOf = (disposition: string | null): string | undefined => {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/iu)?.[1];
  if (encoded !== undefined) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/iu)?.[1];
};

/**
 * The API of the server: JSON in and out, the session token attached, errors as `ApiError`. Each
 * call that reads its answer names the core's schema of it (`answer`); `send` only waits for
 * success.
 */
export const api = {
  get: <T>(answer: Answer<T>, path: string, options: CallOptions = {}) =>
    call("GET", path, options, decoding(answer)),
  post: <T>(answer: Answer<T>, path: string, body?: unknown, options: CallOptions = {}) =>
    call("POST", path, { ...options, body }, decoding(answer)),
  put: <T>(answer: Answer<T>, path: string, body?: unknown, options: CallOptions = {}) =>
    call("PUT", path, { ...options, body }, decoding(answer)),
  delete: <T>(answer: Answer<T>, path: string, options: CallOptions = {}) =>
    call("DELETE", path, options, decoding(answer)),
  send: (method: "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
    call(method, path, { body }, ignoring),
  /** Fetches a file (a PDF, a CSV) as a blob. */
  download: (path: string, options: CallOptions = {}) =>
    call<Download>("GET", path, options, async (response) => ({
      blob: await response.blob(),
      filename: filenameOf(response.headers.get("Content-Disposition")),
    })),
};
