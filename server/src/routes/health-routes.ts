import { Effect, Schema } from "effect";
import { ApiError } from "../errors/api-error.ts";
import { DatabaseHealth } from "../runtime/database-health.ts";
import { defineRoute, jsonResponse } from "./define-route.ts";

/** Answer of `GET /api/health`. */
export const HealthResponse = Schema.Struct({ status: Schema.Literal("ok") });

/** The health check: 200 while the database answers, 503 otherwise. */
export const healthRoutes = [
  defineRoute({
    method: "get",
    path: "/api/health",
    auth: "none",
    summary: "Whether the server and its database are up",
    tag: "system",
    response: jsonResponse(HealthResponse),
    errors: [503],
    handler: () =>
      Effect.gen(function* () {
        const health = yield* DatabaseHealth;
        const reachable = yield* health.ping;
        if (!reachable) return yield* Effect.fail(new ApiError(503, "common.errors.unavailable"));
        return { status: "ok" } as const;
      }),
  }),
];
