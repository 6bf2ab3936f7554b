import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";

// An id from a proxy is kept only when it is short and plain, so it cannot inject into logs.
const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/u;

/** Gives each request an id (the caller's `X-Request-Id` when sane) and echoes it back. */
export const requestId = (): Middleware<AppState> => async (ctx, next) => {
  const given = ctx.get("X-Request-Id");
  ctx.state.requestId = acceptableId.test(given) ? given : randomUUID();
  ctx.state.caller = null;
  ctx.set("X-Request-Id", ctx.state.requestId);
  await next();
};
