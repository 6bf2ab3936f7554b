import { parseSandboxHeader, SANDBOX_HEADER } from "@invoicing/core";
import Router from "@koa/router";
import { Effect } from "effect";
import type { Context } from "koa";
import { bearerToken } from "../auth/bearer-token.ts";
import { ApiError } from "../errors/api-error.ts";
import type { ApiFailure } from "../errors/error-status.ts";
import { pickLanguage } from "../i18n/pick-language.ts";
import type { Caller, RawRequest, Reply, Route } from "../routes/route.ts";
import type { AppRuntime, AppServices } from "../runtime/app-services.ts";
import type { AppState } from "./app-state.ts";
import { readRawBody } from "./read-raw-body.ts";
import { readUpload } from "./read-upload.ts";
import { runEffect } from "./run-effect.ts";

/** Finds the caller of a Bearer token (null when none was sent); fails with Unauthenticated. */
export type Authenticate = (token: string | null) => Effect.Effect<Caller, ApiFailure, AppServices>;

const contentDisposition = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/gu, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

// A body of zero bytes is no body: it decodes as `{}`, whatever its declared type.
const hasContent = (ctx: Context): boolean =>
  ctx.request.length === undefined ? ctx.get("Transfer-Encoding") !== "" : ctx.request.length > 0;

const writeReply = (ctx: Context, reply: Reply): void => {
  switch (reply.kind) {
    case "json":
      ctx.status = reply.status;
      ctx.body = reply.body;
      return;
    case "empty":
      ctx.status = 204;
      return;
    case "file":
      ctx.status = 200;
      ctx.type = reply.file.contentType;
      if (reply.file.downloadName !== null) {
        ctx.set("Content-Disposition", contentDisposition(reply.file.downloadName));
      }
      ctx.body = Buffer.from(reply.file.bytes);
  }
};

/**
 * Mounts every route: authenticates protected ones, rejects a body that is not JSON where a JSON
 * body is expected (415), reads uploads, runs the route's effect on the runtime and writes the
 * answer. Failures are thrown to the error middleware.
 */
export const createRouter = (
  routes: ReadonlyArray<Route>,
  runtime: AppRuntime,
  authenticate: Authenticate,
): Router<AppState> => {
  const router = new Router<AppState>();
  for (const route of routes) {
    router[route.method](route.path, async (ctx) => {
      // What a use case logs while serving the request carries its id.
      const logged = Effect.annotateLogs("requestId", ctx.state.requestId);
      const caller =
        route.auth === "required"
          ? await runEffect(
              runtime,
              authenticate(bearerToken(ctx.get("Authorization") || undefined)).pipe(logged),
            )
          : null;
      ctx.state.caller = caller;
      // An upload's text fields come in its multipart body, beside the file.
      if (
        route.body !== null &&
        route.upload === null &&
        hasContent(ctx) &&
        ctx.is("json") === false
      ) {
        throw new ApiError(415, "common.errors.unsupportedmediatype");
      }
      const file = route.upload === null ? null : await readUpload(ctx, route.upload);
      const rawBody =
        route.rawBody === null
          ? null
          : {
              bytes: await readRawBody(ctx, route.rawBody.maxBytes),
              signature: ctx.get(route.rawBody.signatureHeader),
              timestamp:
                route.rawBody.timestampHeader === undefined
                  ? ""
                  : ctx.get(route.rawBody.timestampHeader),
            };
      const raw: RawRequest = {
        body: ctx.request.body ?? {},
        query: ctx.query,
        params: ctx.params,
        caller,
        facts: {
          address: ctx.ip,
          language: pickLanguage(caller?.user.language ?? null, ctx.get("Accept-Language")),
          sandboxHeader: parseSandboxHeader(ctx.get(SANDBOX_HEADER) || undefined),
        },
        file,
        raw: rawBody,
      };
      writeReply(ctx, await runEffect(runtime, route.run(raw).pipe(logged)));
    });
  }
  return router;
};
