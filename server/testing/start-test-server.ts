import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { PgBossJobs, StripeSettings } from "@invoicing/adapters";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
  type SeedBeforeMigration,
} from "@invoicing/adapters/testing";
import type { Clock } from "@invoicing/core";
import type { TestDatabaseBackend } from "@invoicing/fixtures";
import { type Layer, ManagedRuntime } from "effect";
import { createApp } from "../src/app/create-app.ts";
import { authenticate } from "../src/auth/authenticate.ts";
import type { JobsSetup } from "../src/jobs/job-kind-specs.ts";
import { openJobs, startJobs } from "../src/jobs/start-jobs.ts";
import { silentLogger } from "../src/logging/logger.ts";
import { createServerMetrics } from "../src/metrics/server-metrics.ts";
import { openApiDocument } from "../src/openapi/openapi-document.ts";
import { apiInfo } from "../src/routes/openapi-routes.ts";
import { routeTable } from "../src/routes/route-table.ts";
import { appLayer, type MailSetup } from "../src/runtime/app-layer.ts";
import type { AppRuntime } from "../src/runtime/app-services.ts";
import { type ApiClient, apiClient, type TestResponse } from "./api-client.ts";
import { type ResponseCheck, responseChecker } from "./openapi-validator.ts";

export type { RequestOptions, TestAccount, TestResponse } from "./api-client.ts";

/**
 * A running server on a test database, and helpers to talk to it. `request` checks a JSON success
 * answer against the OpenAPI document and fails the test when it does not match.
 */
export interface TestServer extends ApiClient {
  readonly url: string;
  readonly backend: TestDatabaseBackend;
  readonly database: MigratedTestDatabase;
  readonly runtime: AppRuntime;
  /** The job queue, whose workers run in this server. */
  readonly jobs: PgBossJobs;
  /** The data folder of this server (files and outbox). */
  readonly dataDir: string;
  /** Runs SQL on the server's database (`?` placeholders), to set up what HTTP cannot reach. */
  readonly sql: (
    query: string,
    params?: ReadonlyArray<unknown>,
  ) => Promise<ReadonlyArray<Record<string, unknown>>>;
  close(): Promise<void>;
}

const checkAnswer = (
  check: ResponseCheck,
  method: string,
  path: string,
  response: TestResponse,
): void => {
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  if (!isJson && response.status !== 204) return;
  const problem = check(method, new URL(path, "http://x").pathname, response.status, response.body);
  if (problem !== null) {
    throw new Error(
      `answer of ${method} ${path} (${response.status}) breaks the OpenAPI document: ${problem}`,
    );
  }
};

/** How a test server differs from the default: no SPA, no mail transport, not production. */
export interface TestServerOptions {
  /** A built SPA to serve. */
  readonly spaDir?: string;
  /** Mail transports (stand-ins); without them every message goes to the outbox. */
  readonly mail?: MailSetup;
  /** Run as a production server (the outbox viewer then needs the sandbox on). */
  readonly production?: boolean;
  /** Stripe's keys (pointing at a stand-in); without them every payment goes to the sandbox. */
  readonly stripe?: StripeSettings;
  /** How jobs run; by default no crons (tests queue what they need), polling every half second. */
  readonly jobs?: Partial<JobsSetup>;
  /** A clock the test moves; the system's otherwise. */
  readonly clock?: Layer.Layer<Clock>;
  /** Rows an older version wrote before one of the migrations, to test that migration. */
  readonly seedBeforeMigration?: SeedBeforeMigration;
  /** Turns `/metrics` on for scrapers sending this Bearer token. */
  readonly metricsToken?: string;
  /**
   * Use the server's own address as `APP_URL`, so that the addresses the app gives out (a PA's
   * callback) reach it; `http://localhost:5173`, the SPA's dev server, otherwise.
   */
  readonly appUrlIsServer?: boolean;
}

const testJobsSetup: JobsSetup = {
  pollingIntervalSeconds: 0.5,
  noticeRetry: { limit: 5, delaySeconds: 60 },
  schedules: false,
};

/**
 * Starts the real app (real layers, real routes) on a migrated database of `backend`, listening
 * on 127.0.0.1 at a free port, with its own temporary data folder.
 */
export const startTestServer = async (
  backend: TestDatabaseBackend,
  options: TestServerOptions = {},
): Promise<TestServer> => {
  // Listening first, so that the app may be given its own address.
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const database = await openMigratedTestDatabase(backend, options.seedBeforeMigration);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "invoicing-server-test-"));
  const jobsSetup = { ...testJobsSetup, ...options.jobs };
  const jobs = await openJobs(database.database, jobsSetup, silentLogger);
  const metrics = createServerMetrics(jobs.depth);
  const runtime: AppRuntime = ManagedRuntime.make(
    appLayer({
      database: database.database,
      dataDir,
      appUrl: options.appUrlIsServer === true ? url : "http://localhost:5173",
      logger: silentLogger,
      ...(options.mail === undefined ? {} : { mail: options.mail }),
      production: options.production ?? false,
      ...(options.stripe === undefined ? {} : { stripe: options.stripe }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      jobQueue: jobs.queue,
      jobsRunning: jobs.running,
      metrics,
    }),
  );
  await startJobs(jobs, runtime, jobsSetup, metrics);
  const app = createApp({
    runtime,
    routes: routeTable,
    authenticate,
    logger: silentLogger,
    spaDir: options.spaDir ?? null,
    trustProxy: false,
    stripeElements: options.stripe !== undefined,
    metrics,
    metricsToken: options.metricsToken ?? null,
  });
  server.on("request", app.callback());
  const check = responseChecker(openApiDocument(routeTable, apiInfo));

  const { request, signUp } = apiClient(url, (method, requestPath, response) =>
    checkAnswer(check, method, requestPath, response),
  );

  return {
    url,
    backend,
    database,
    runtime,
    jobs,
    dataDir,
    request,
    signUp,
    sql: (query, params = []) => database.database.orm.em.fork().execute(query, [...params]),
    close: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await jobs.stop(5_000);
      await runtime.dispose();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
