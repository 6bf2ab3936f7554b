import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";

/**
 * Times every request into the duration histogram, labelled by the route pattern the router
 * matched (so ids do not multiply the series); other `/api` paths count as `unmatched`, the
 * rest as `spa`.
 */
export const requestMetrics =
  (metrics: ServerMetrics): Middleware<AppState> =>
  async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = ctx._matchedRoute;
      const route =
        typeof matched === "string" ? matched : ctx.path.startsWith("/api/") ? "unmatched" : "spa";
      metrics.request(route, ctx.method, ctx.status, (performance.now() - started) / 1000);
    }
  };
