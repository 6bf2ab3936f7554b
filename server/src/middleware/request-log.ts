import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";
import type { Logger } from "../logging/logger.ts";

/**
 * Logs one line per request once answered: method, path (without the query, which may hold
 * search text), status, duration and request id. Bodies and headers are never logged.
 */
export const requestLog =
  (logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info("request", {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId: ctx.state.requestId,
      });
    }
  };
