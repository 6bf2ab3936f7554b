import Koa from "koa";
import type { Logger } from "../logging/logger.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";
import { apiNotFound } from "../middleware/api-not-found.ts";
import { errorHandler } from "../middleware/error-handler.ts";
import { jsonBody as readJsonBody } from "../middleware/json-body.ts";
import { metricsEndpoint } from "../middleware/metrics-endpoint.ts";
import { requestId } from "../middleware/request-id.ts";
import { requestLog } from "../middleware/request-log.ts";
import { requestMetrics } from "../middleware/request-metrics.ts";
import { securityHeaders } from "../middleware/security-headers.ts";
import type { Route } from "../routes/route.ts";
import type { AppRuntime } from "../runtime/app-services.ts";
import { serveSpa } from "../static/serve-spa.ts";
import type { AppState } from "./app-state.ts";
import { type Authenticate, createRouter } from "./create-router.ts";

/** The largest JSON body: an invoice at its 1,000-item limit with long descriptions fits. */
export const JSON_BODY_LIMIT = "1mb";

/** What the app is built from; nothing here listens or reads the environment. */
export interface AppDeps {
  readonly runtime: AppRuntime;
  readonly routes: ReadonlyArray<Route>;
  readonly authenticate: Authenticate;
  readonly logger: Logger;
  /** The built SPA (ui/dist), or null when there is none. */
  readonly spaDir: string | null;
  /** Whether to take the client address from `X-Forwarded-For` (behind a load balancer). */
  readonly trustProxy: boolean;
  /** Whether Stripe is configured, so the pages may load Stripe Elements. */
  readonly stripeElements?: boolean;
  /** The metrics requests are timed into. */
  readonly metrics: ServerMetrics;
  /** The scraper's Bearer token for `/metrics`; null leaves it off (404). */
  readonly metricsToken: string | null;
}

/**
 * Builds the Koa application: request id, log line, request timing, security headers, the error
 * middleware, `/metrics`, JSON bodies (except on raw-body routes), the API routes, 404 JSON for
 * other `/api` paths, then the SPA.
 */
export const createApp = (deps: AppDeps): Koa<AppState> => {
  const app = new Koa<AppState>({ proxy: deps.trustProxy });
  const router = createRouter(deps.routes, deps.runtime, deps.authenticate);
  // Koa would print every error thrown past the error middleware; none is, but keep it quiet.
  app.silent = true;
  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(requestMetrics(deps.metrics));
  app.use(securityHeaders({ stripeElements: deps.stripeElements ?? false }));
  app.use(errorHandler(deps.logger));
  app.use(metricsEndpoint(deps.metrics, deps.metricsToken));
  const jsonBody = readJsonBody(JSON_BODY_LIMIT);
  // A route taking a raw body (a signed webhook) reads the bytes itself: parsing would use them up.
  const rawBodyPaths = new Set(
    deps.routes.filter((route) => route.rawBody !== null).map((route) => route.path),
  );
  app.use((ctx, next) => (rawBodyPaths.has(ctx.path) ? next() : jsonBody(ctx, next)));
  app.use(router.routes());
  app.use(apiNotFound());
  app.use(serveSpa(deps.spaDir));
  return app;
};
