import { Effect, Schema } from "effect";
import { ServiceNotReady } from "../errors/service-not-ready.ts";
import { Readiness, type ReadinessReport } from "../runtime/readiness.ts";
import { defineRoute, jsonResponse } from "./define-route.ts";

/** Answer of `GET /api/health`. */
export const HealthResponse = Schema.Struct({ status: Schema.Literal("ok") });

/** Answer of `GET /api/ready` when every check holds. */
export const ReadyResponse = Schema.Struct({ status: Schema.Literal("ready") });

// Each failed check becomes a field of the 503, so the operator reads which part is missing.
const failedChecks = (report: ReadinessReport): Readonly<Record<string, string>> => ({
  ...(report.database ? {} : { database: "system.ready.databaseunreachable" }),
  ...(report.migrations ? {} : { migrations: "system.ready.migrationspending" }),
  ...(report.jobs ? {} : { jobs: "system.ready.jobsstopped" }),
});

/**
 * The probes of a load balancer or orchestrator: `/api/health` says the process answers (restart
 * it when not), `/api/ready` that it can serve (send it traffic only then).
 */
export const healthRoutes = [
  defineRoute({
    method: "get",
    path: "/api/health",
    auth: "none",
    summary: "Whether the server process answers",
    tag: "system",
    response: jsonResponse(HealthResponse),
    errors: {},
    handler: () => Effect.succeed({ status: "ok" } as const),
  }),
  defineRoute({
    method: "get",
    path: "/api/ready",
    auth: "none",
    summary: "Whether the server can serve: database reachable, migrations applied, jobs running",
    tag: "system",
    response: jsonResponse(ReadyResponse),
    errors: { ServiceNotReady },
    handler: () =>
      Effect.gen(function* () {
        const fields = failedChecks(yield* (yield* Readiness).check);
        if (Object.keys(fields).length > 0) {
          return yield* new ServiceNotReady({ fields });
        }
        return { status: "ready" } as const;
      }),
  }),
];
