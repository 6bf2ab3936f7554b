import { timingSafeEqual } from "node:crypto";
import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";
import { bearerToken } from "../auth/bearer-token.ts";
import { ApiError } from "../errors/api-error.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";

const METRICS_PATH = "/metrics";

// Compared in constant time, so the answer's delay tells nothing of the token.
const sameToken = (given: string | null, expected: string): boolean => {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` in Prometheus's text format, for a scraper that sends `token` as a Bearer token
 * (401 otherwise). Without a token the metrics are off: 404.
 */
export const metricsEndpoint =
  (metrics: ServerMetrics, token: string | null): Middleware<AppState> =>
  async (ctx, next) => {
    if (ctx.path !== METRICS_PATH) return next();
    if (token === null) throw new ApiError(404, "common.errors.notfound");
    if (ctx.method !== "GET") {
      ctx.set("Allow", "GET");
      throw new ApiError(405, "common.errors.methodnotallowed");
    }
    if (!sameToken(bearerToken(ctx.get("Authorization") || undefined), token)) {
      ctx.set("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new ApiError(401, "auth.unauthenticated");
    }
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  };
