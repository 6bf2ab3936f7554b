import { createHash } from "node:crypto";
import { FrenchPlatformUnavailable } from "@invoicing/core";
import { Effect, Schema } from "effect";
import { makeClientCredentialsTokens, type PisteTokens } from "../piste-token.ts";
import type { PaConfig } from "./pa-config.ts";
import {
  type DirectoryLine,
  DirectorySearchAnswer,
  Flow,
  type FlowInfo,
  FlowReceipt,
  FlowSearchPage,
  type FlowType,
  WebhookSubscription,
} from "./pa-flow.ts";

const unavailable = (reason: string) => new FrenchPlatformUnavailable({ reason });

/** A file to deposit and the fields that describe it; the client adds its SHA-256. */
export interface FlowDeposit {
  readonly file: Uint8Array;
  readonly fileName: string;
  readonly contentType: "application/pdf" | "application/xml";
  readonly info: Omit<FlowInfo, "sha256">;
}

/** What `searchFlows` filters on (XP Z12-013 `SearchFlowFilters`). */
export interface FlowFilters {
  readonly updatedAfter?: string;
  readonly flowType?: ReadonlyArray<FlowType>;
  readonly flowDirection?: ReadonlyArray<"In" | "Out">;
  readonly trackingId?: string;
}

/** The XP Z12-013 Flow and Directory Services of one PA, over HTTP. */
export interface PaClient {
  /** `POST /v1/flows` (multipart `file` + `flowInfo`), answered 202. */
  readonly submitFlow: (
    deposit: FlowDeposit,
  ) => Effect.Effect<FlowReceipt, FrenchPlatformUnavailable>;
  /** `GET /v1/flows/{flowId}`: the flow's metadata and acknowledgement. */
  readonly getFlow: (flowId: string) => Effect.Effect<Flow, FrenchPlatformUnavailable>;
  /** `GET /v1/flows/{flowId}?docType=Original`: the file as it was sent. */
  readonly getFlowFile: (flowId: string) => Effect.Effect<Uint8Array, FrenchPlatformUnavailable>;
  /** `POST /v1/flows/search`, every page, each flow once. */
  readonly searchFlows: (
    filters: FlowFilters,
  ) => Effect.Effect<ReadonlyArray<Flow>, FrenchPlatformUnavailable>;
  /** `POST /v1/webhooks`: a subscription whose key signs each callback. */
  readonly subscribe: (
    callbackUrl: string,
    flowTypes: ReadonlyArray<FlowType>,
  ) => Effect.Effect<WebhookSubscription, FrenchPlatformUnavailable>;
  /** `POST /v1/directory-line/search` by SIREN: the company's lines, none when it has none. */
  readonly directoryLines: (
    siren: string,
  ) => Effect.Effect<ReadonlyArray<DirectoryLine>, FrenchPlatformUnavailable>;
}

/** The SHA-256 of a file, 64 lowercase hex digits, as `flowInfo.sha256` carries it. */
export const fileSha256 = (file: Uint8Array): string =>
  createHash("sha256").update(file).digest("hex");

const PAGE_LIMIT = 100;

/** A PA client over `config`; an OAuth 2.0 token is fetched once and renewed when refused. */
export const makePaClient = (config: PaConfig): Effect.Effect<PaClient> =>
  Effect.gen(function* () {
    const auth = config.auth;
    const tokens: PisteTokens | null =
      auth.kind === "oauth2"
        ? yield* makeClientCredentialsTokens({
            issuer: "the PA",
            tokenUrl: auth.tokenUrl,
            clientId: auth.clientId,
            clientSecret: auth.clientSecret,
            scope: null,
            timeoutMs: config.timeoutMs,
          })
        : null;
    const bearer = auth.kind === "token" ? Effect.succeed(auth.token) : (tokens as PisteTokens).get;

    const send = (url: string, init: RequestInit) =>
      Effect.gen(function* () {
        const token = yield* bearer;
        return yield* Effect.tryPromise({
          try: (signal) =>
            fetch(url, {
              ...init,
              headers: {
                ...init.headers,
                authorization: `Bearer ${token}`,
                ...(config.organizationId === null
                  ? {}
                  : { "organization-id": config.organizationId }),
              },
              signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
            }),
          catch: (error) => unavailable(`the PA cannot be reached: ${String(error)}`),
        });
      });

    /** Sends, once more with a new token when a cached one was refused; a non-2xx is unavailable. */
    const call = (url: string, init: () => RequestInit) =>
      Effect.gen(function* () {
        let response = yield* send(url, init());
        if (response.status === 401 && tokens !== null) {
          yield* tokens.forget;
          response = yield* send(url, init());
        }
        if (!response.ok) {
          const text = yield* Effect.promise(() => response.text());
          return yield* Effect.fail(
            unavailable(`the PA answered HTTP ${response.status}: ${text.slice(0, 500)}`),
          );
        }
        return response;
      });

    const json = <S extends Schema.Top>(schema: S, url: string, init: () => RequestInit) =>
      Effect.gen(function* () {
        const response = yield* call(url, init);
        const body = yield* Effect.tryPromise({
          try: () => response.json(),
          catch: () => unavailable("the PA answered without JSON"),
        });
        return yield* Schema.decodeUnknownEffect(schema)(body).pipe(
          Effect.mapError((error) =>
            unavailable(`the PA's answer is not as XP Z12-013 says: ${error}`),
          ),
        );
      });

    const postJson = (body: unknown) => () => ({
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });

    const flows = (path: string) => `${config.flowServiceUrl}/v1/${path}`;

    const searchPage = (filters: FlowFilters, cursor: string | null) =>
      json(
        FlowSearchPage,
        flows("flows/search"),
        postJson({ limit: PAGE_LIMIT, where: filters, ...(cursor === null ? {} : { cursor }) }),
      );

    return {
      submitFlow: (deposit) =>
        json(FlowReceipt, flows("flows"), () => {
          const form = new FormData();
          const info = { ...deposit.info, sha256: fileSha256(deposit.file) };
          form.set("flowInfo", new Blob([JSON.stringify(info)], { type: "application/json" }));
          form.set(
            "file",
            new Blob([Uint8Array.from(deposit.file)], { type: deposit.contentType }),
            deposit.fileName,
          );
          return { method: "POST", headers: { accept: "application/json" }, body: form };
        }),
      getFlow: (flowId) =>
        json(Flow, flows(`flows/${encodeURIComponent(flowId)}?docType=Metadata`), () => ({
          headers: { accept: "application/json" },
        })),
      getFlowFile: (flowId) =>
        Effect.gen(function* () {
          const response = yield* call(
            flows(`flows/${encodeURIComponent(flowId)}?docType=Original`),
            () => ({ headers: { accept: "application/octet-stream" } }),
          );
          return new Uint8Array(yield* Effect.promise(() => response.arrayBuffer()));
        }),
      searchFlows: (filters) =>
        Effect.gen(function* () {
          const seen = new Map<string, Flow>();
          let cursor: string | null = null;
          do {
            const page: FlowSearchPage = yield* searchPage(filters, cursor);
            for (const flow of page.results) seen.set(flow.flowId, flow);
            cursor = page.results.length === 0 ? null : (page.nextCursor ?? null);
          } while (cursor !== null);
          return [...seen.values()];
        }),
      subscribe: (callbackUrl, flowTypes) =>
        json(WebhookSubscription, flows("webhooks"), postJson({ callbackUrl, flowTypes })),
      directoryLines: (siren) =>
        Effect.gen(function* () {
          const url = `${config.directoryServiceUrl}/v1/directory-line/search`;
          const response = yield* send(
            url,
            postJson({ filters: { siren: { op: "strict", value: siren } }, limit: 100 })(),
          );
          // An unknown SIREN is a 404 at some PAs and an empty list at others.
          if (response.status === 404) return [];
          if (!response.ok) {
            return yield* Effect.fail(
              unavailable(`the PA directory answered HTTP ${response.status}`),
            );
          }
          const body = yield* Effect.tryPromise({
            try: () => response.json(),
            catch: () => unavailable("the PA directory answered without JSON"),
          });
          const answer = yield* Schema.decodeUnknownEffect(DirectorySearchAnswer)(body).pipe(
            Effect.mapError(() => unavailable("the PA directory's answer is not a search result")),
          );
          return answer.results;
        }),
    } satisfies PaClient;
  });

/**
 * The routing address (BT-49, scheme 0225) of a buyer from its directory lines: its `Enabled`
 * line's addressing identifier, else null (absent, upcoming or disabled).
 */
export const routingAddress = (lines: ReadonlyArray<DirectoryLine>): string | null =>
  lines.find((line) => line.directoryLineStatus === "Enabled")?.addressingIdentifier ?? null;
