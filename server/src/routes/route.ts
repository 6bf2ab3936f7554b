import type { Language, TokenHash, User } from "@invoicing/core";
import type { Effect, Schema } from "effect";
import type { ApiFailure } from "../errors/error-status.ts";
import type { ErrorCode } from "../i18n/error-messages-en.ts";
import type { AppServices } from "../runtime/app-services.ts";

/** The HTTP methods routes use. */
export type HttpMethod = "get" | "post" | "put" | "delete";

/** Whether a route needs a signed-in caller (Bearer token) or is open. */
export type RouteAuth = "required" | "none";

/** The signed-in caller: the account, and the session token it presented with its hash. */
export interface Caller {
  readonly user: User;
  readonly token: string;
  readonly tokenHash: TokenHash;
}

/** What handlers may need to know about the request besides its content. */
export interface RequestFacts {
  /** The client's address, for the sign-in throttle. */
  readonly address: string;
  /** The language of the answer: the user's, else the best of Accept-Language, else English. */
  readonly language: Language;
  /** The `x-sandbox-mode` header: true or false, undefined when absent or unreadable. */
  readonly sandboxHeader: boolean | undefined;
}

/** A file uploaded in a multipart request, read whole (its size is capped before). */
export interface UploadedFile {
  readonly bytes: Uint8Array;
  /** The name the browser gave: informative only, never used to store or to type the file. */
  readonly fileName: string;
}

/**
 * A route's multipart upload: the field carrying the one file, the largest size accepted, and the
 * code of a file too large (413).
 */
export interface UploadSpec {
  readonly field: string;
  readonly maxBytes: number;
  readonly tooLarge: ErrorCode;
}

/**
 * A body read as raw bytes instead of decoded, with the header that signs it: a webhook, whose
 * signature covers the exact bytes sent. Only on a fixed path (no `:param`).
 */
export interface RawBodySpec {
  readonly maxBytes: number;
  /** The content type the sender uses, for the OpenAPI document. */
  readonly contentType: string;
  /** The header carrying the body's signature (`Stripe-Signature`). */
  readonly signatureHeader: string;
  /** The header carrying the time the signature covers, when the sender puts it apart. */
  readonly timestampHeader?: string;
}

/**
 * A raw body as read, with its signature and timestamp headers ("" when the request had none, or
 * the route reads no timestamp).
 */
export interface RawBody {
  readonly bytes: Uint8Array;
  readonly signature: string;
  readonly timestamp: string;
}

/** A file answer: bytes with their type, inline or as a download named `downloadName`. */
export interface FileReply {
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly downloadName: string | null;
}

/** How a route answers on success, for the router and the OpenAPI document. */
export type ResponseSpec =
  | { readonly kind: "json"; readonly status: 200 | 201; readonly schema: Schema.Top }
  | { readonly kind: "empty" }
  | { readonly kind: "file"; readonly contentType: string };

/** A handler's success as the router writes it. */
export type Reply =
  | { readonly kind: "json"; readonly status: number; readonly body: unknown }
  | { readonly kind: "empty" }
  | { readonly kind: "file"; readonly file: FileReply };

/** A request as the router hands it to a route, before decoding. */
export interface RawRequest {
  readonly body: unknown;
  readonly query: unknown;
  readonly params: Readonly<Record<string, string>>;
  readonly caller: Caller | null;
  readonly facts: RequestFacts;
  readonly file: UploadedFile | null;
  readonly raw: RawBody | null;
}

/**
 * A route of the API, typed inputs erased: what the router mounts, the OpenAPI document
 * describes and the tests walk (isolation and anonymous-access matrices).
 */
export interface Route<F extends ApiFailure = ApiFailure> {
  readonly method: HttpMethod;
  /** A Koa path, parameters as `:name`. */
  readonly path: string;
  readonly auth: RouteAuth;
  readonly summary: string;
  /** The OpenAPI tag grouping the route. */
  readonly tag: string;
  readonly body: Schema.Top | null;
  readonly query: Schema.Top | null;
  readonly params: Schema.Top | null;
  readonly upload: UploadSpec | null;
  readonly rawBody: RawBodySpec | null;
  readonly response: ResponseSpec;
  /**
   * The tags of the failures its handler and path parameters may end in, checked against their
   * types; besides them, its inputs and auth imply their own.
   */
  readonly failures: ReadonlyArray<string>;
  /** Decodes the raw request and runs the handler. */
  readonly run: (raw: RawRequest) => Effect.Effect<Reply, F, AppServices>;
}
