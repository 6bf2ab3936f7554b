import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";
import { ApiError } from "../errors/api-error.ts";

/** The routes the router found for the path, whatever their method (set by @koa/router). */
const allowedMethods = (matched: unknown): ReadonlyArray<string> => {
  if (!Array.isArray(matched)) return [];
  const methods = matched.flatMap((layer: unknown) => {
    const found = (layer as { methods?: unknown }).methods;
    return Array.isArray(found) ? found.filter((method) => typeof method === "string") : [];
  });
  return [...new Set(methods)];
};

/**
 * Answers for any `/api` path no route took: 405 with `Allow` when routes exist for the path with
 * other methods, else 404 JSON, so the SPA never answers for the API.
 */
export const apiNotFound = (): Middleware<AppState> => async (ctx, next) => {
  if (ctx.path !== "/api" && !ctx.path.startsWith("/api/")) return next();
  const allowed = allowedMethods((ctx as { matched?: unknown }).matched);
  if (allowed.length > 0) {
    ctx.set("Allow", allowed.join(", "));
    throw new ApiError(405, "common.errors.methodnotallowed");
  }
  throw new ApiError(404, "common.errors.notfound");
};
