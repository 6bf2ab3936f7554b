import { type Decoded, decodeFields, unstorableText, ValidationFailed } from "@invoicing/core";
import { Effect, Schema } from "effect";
import type { ApiFailure } from "../errors/error-status.ts";
import type { AppServices } from "../runtime/app-services.ts";
import type {
  Caller,
  FileReply,
  HttpMethod,
  RawBody,
  RawBodySpec,
  RequestFacts,
  ResponseSpec,
  Route,
  RouteAuth,
  UploadedFile,
  UploadSpec,
} from "./route.ts";

/** What a handler returns for its response kind: the JSON body, anything (ignored), or a file. */
export type HandlerOutput<R extends ResponseSpec> = R extends {
  readonly kind: "json";
  readonly schema: infer S extends Schema.Top;
}
  ? S["Type"]
  : R extends { readonly kind: "empty" }
    ? unknown
    : FileReply;

/** A handler's decoded input, typed by the route's schemas and auth. */
export interface HandlerInput<
  A extends RouteAuth,
  B extends Schema.Decoder<unknown>,
  Q extends Schema.Decoder<unknown>,
  P extends Schema.Decoder<unknown>,
  U extends UploadSpec | null,
  W extends RawBodySpec | null = null,
> {
  readonly body: B["Type"];
  readonly query: Q["Type"];
  readonly params: P["Type"];
  readonly caller: A extends "required" ? Caller : null;
  readonly facts: RequestFacts;
  /** The uploaded file; null when the request carried none (the use case says what that means). */
  readonly file: U extends UploadSpec ? UploadedFile | null : null;
  /** The body's exact bytes and signature, on a route that takes a raw body. */
  readonly raw: W extends RawBodySpec ? RawBody : null;
}

/**
 * The classes of a route's failures by tag: exactly the tags of `E` (none missing, none more),
 * each with its class, as `{ InvoiceNotFound, InvoiceIssuedLocked }`.
 */
export type FailureClasses<E extends ApiFailure> = {
  readonly [T in E["_tag"]]: abstract new (
    ...args: never
  ) => { readonly _tag: T };
};

/** A route as written in the table, with its inputs typed. */
export interface RouteSpec<
  A extends RouteAuth,
  R extends ResponseSpec,
  B extends Schema.Decoder<unknown>,
  Q extends Schema.Decoder<unknown>,
  P extends Schema.Decoder<unknown>,
  U extends UploadSpec | null,
  W extends RawBodySpec | null,
  E extends ApiFailure,
  N extends ApiFailure,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: A;
  readonly summary: string;
  readonly tag: string;
  readonly body?: B;
  /**
   * Decodes the body instead of `body`'s schema, which then only documents it: for a body whose
   * shape picks the schema (an invoice edit or a bare status change).
   */
  readonly decodeBody?: (input: unknown) => Decoded<B["Type"]>;
  readonly query?: Q;
  /** The path parameters' schema and the failure for parameters it refuses (a 404). */
  readonly params?: {
    readonly schema: P;
    readonly notFound: (raw: Readonly<Record<string, string>>) => N;
  };
  readonly upload?: U;
  /** Read the body as raw bytes instead (a signed webhook); `body` must then be absent. */
  readonly rawBody?: W;
  readonly response: R;
  /**
   * The classes of what the handler and the path parameters fail with (`{}` when nothing), held
   * to their types: the OpenAPI document derives the route's error answers from it.
   */
  readonly errors: FailureClasses<NoInfer<E | N>>;
  /** The use cases the route runs; its failures are typed and listed in `errors`. */
  readonly handler: (
    input: HandlerInput<A, B, Q, P, U, W>,
  ) => Effect.Effect<HandlerOutput<R>, E, AppServices>;
}

const decodeOrFail = <T, F>(
  decode: (input: unknown) => Decoded<T>,
  input: unknown,
  failure: (fields: Record<string, string>) => F,
): Effect.Effect<T, F> => {
  const decoded = decode(input);
  return "value" in decoded ? Effect.succeed(decoded.value) : Effect.fail(failure(decoded.fields));
};

const invalid = (fields: Record<string, string>) => new ValidationFailed({ fields });

/** Refuses text no column can store (NUL, lone surrogates) anywhere in a body or query. */
const storableOrFail = (input: unknown): Effect.Effect<void, ValidationFailed> => {
  const fields = unstorableText(input);
  return Object.keys(fields).length === 0 ? Effect.void : Effect.fail(invalid(fields));
};

/**
 * Declares a route: its inputs are decoded with the core's schemas before the handler runs (a
 * refused body or query fails with ValidationFailed, a refused path parameter with the route's
 * not-found error), and its output is shaped for the router.
 */
export const defineRoute = <
  A extends RouteAuth,
  R extends ResponseSpec,
  B extends Schema.Decoder<unknown> = typeof Schema.Undefined,
  Q extends Schema.Decoder<unknown> = typeof Schema.Undefined,
  P extends Schema.Decoder<unknown> = typeof Schema.Undefined,
  U extends UploadSpec | null = null,
  W extends RawBodySpec | null = null,
  E extends ApiFailure = never,
  N extends ApiFailure = never,
>(
  spec: RouteSpec<A, R, B, Q, P, U, W, E, N>,
): Route<E | N | ValidationFailed> => {
  // A schema is absent only when its type parameter kept its default, Schema.Undefined.
  const bodySchema = (spec.body ?? Schema.Undefined) as B;
  const querySchema = (spec.query ?? Schema.Undefined) as Q;
  const paramsSchema = (spec.params?.schema ?? Schema.Undefined) as P;
  const paramsNotFound = spec.params?.notFound;
  const decodeBody = spec.decodeBody ?? decodeFields(bodySchema);
  return {
    method: spec.method,
    path: spec.path,
    auth: spec.auth,
    summary: spec.summary,
    tag: spec.tag,
    body: spec.body ?? null,
    query: spec.query ?? null,
    params: spec.params?.schema ?? null,
    upload: spec.upload ?? null,
    rawBody: spec.rawBody ?? null,
    response: spec.response,
    failures: Object.keys(spec.errors ?? {}),
    run: (raw) =>
      Effect.gen(function* () {
        const params = yield* decodeOrFail(
          decodeFields(paramsSchema),
          paramsNotFound === undefined ? undefined : raw.params,
          () => (paramsNotFound === undefined ? invalid({}) : paramsNotFound(raw.params)),
        );
        if (spec.body) yield* storableOrFail(raw.body);
        if (spec.query) yield* storableOrFail(raw.query);
        const body = yield* decodeOrFail(decodeBody, spec.body ? raw.body : undefined, invalid);
        const query = yield* decodeOrFail(
          decodeFields(querySchema),
          spec.query ? raw.query : undefined,
          invalid,
        );
        // The router fills `caller` on every route that requires it.
        const input = {
          body,
          query,
          params,
          caller: raw.caller,
          facts: raw.facts,
          file: raw.file,
          raw: raw.raw,
        } as HandlerInput<A, B, Q, P, U, W>;
        const output = yield* spec.handler(input);
        const response: ResponseSpec = spec.response;
        switch (response.kind) {
          case "json":
            return { kind: "json", status: response.status, body: output } as const;
          case "empty":
            return { kind: "empty" } as const;
          case "file":
            return { kind: "file", file: output as FileReply } as const;
        }
      }),
  };
};

/** A JSON answer described by `schema`, 200 unless told (201 for a creation). */
export const jsonResponse = <S extends Schema.Top>(schema: S, status: 200 | 201 = 200) =>
  ({ kind: "json", status, schema }) as const;

/** A 204 answer without a body. */
export const emptyResponse = { kind: "empty" } as const;

/** A file answer of `contentType`. */
export const fileResponse = (contentType: string) => ({ kind: "file", contentType }) as const;
