import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import {
  databaseFileStorage,
  FolderLocked,
  importFolderFiles,
  importOutboxFolder,
  openDatabase,
} from "@invoicing/adapters";
import { Effect, ManagedRuntime } from "effect";
import { createApp } from "./app/create-app.ts";
import { runEffect } from "./app/run-effect.ts";
import { authenticate } from "./auth/authenticate.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { seedDemoAccount } from "./demo/seed-demo-account.ts";
import { defaultJobsSetup } from "./jobs/job-kind-specs.ts";
import { openJobs, startJobs } from "./jobs/start-jobs.ts";
import { createLogger } from "./logging/logger.ts";
import { createServerMetrics } from "./metrics/server-metrics.ts";
import { routeTable } from "./routes/route-table.ts";
import { appLayer, filesFolder, outboxFolder } from "./runtime/app-layer.ts";
import type { AppRuntime } from "./runtime/app-services.ts";
import { databaseOptions } from "./runtime/database-options.ts";
import { nfseSchemaDirectoryIn } from "./runtime/nfe-layer.ts";

const spaDir = fileURLToPath(new URL("../../ui/dist", import.meta.url));

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const DRAIN_LIMIT_MS = 20_000;

const shownUrl = (host: string, port: number): string => {
  const shownHost =
    host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
};

const start = async (config: Config): Promise<void> => {
  const logger = createLogger(config.logLevel);
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(databaseOptions(config));
  if (database.engine === "postgresql") {
    // Files kept in the data folder before the server moved to PostgreSQL are served from it now.
    const copied = await Effect.runPromise(
      importFolderFiles(filesFolder(config.dataDir), databaseFileStorage(database)),
    );
    if (copied.length > 0) logger.info("files copied into the database", { count: copied.length });
    // Likewise the unsent mail of its outbox is listed from the database now.
    const messages = await importOutboxFolder(outboxFolder(config.dataDir), database);
    if (messages > 0) logger.info("outbox copied into the database", { count: messages });
  }
  const jobsSetup = defaultJobsSetup(config.jobPollSeconds);
  const jobs = await openJobs(database, jobsSetup, logger);
  const metrics = createServerMetrics(jobs.depth);
  const runtime: AppRuntime = ManagedRuntime.make(
    appLayer({
      database,
      dataDir: config.dataDir,
      appUrl: config.appUrl,
      logger,
      nfe: {
        schemaDirectory: config.nfeSchemaDir,
        nfseSchemaDirectory: nfseSchemaDirectoryIn(config.standardsDir),
        certificateKey: config.certificateKey,
        production: config.environment === "production",
        sefazCaFile: config.sefazCaFile,
      },
      france: { standardsDir: config.standardsDir, chorusPro: config.chorusPro },
      mail: {
        smtpUrl: config.smtpUrl,
        resendApiKey: config.resendApiKey,
        resendBaseUrl: config.resendBaseUrl,
        from: config.mailFrom,
      },
      production: config.environment === "production",
      stripe: config.stripe,
      jobQueue: jobs.queue,
      jobsRunning: jobs.running,
      metrics,
      sandboxPaStepSeconds: config.sandboxPaStepSeconds,
    }),
  );
  // The demo is for a newcomer's first run: the embedded database, never production.
  const demo =
    config.environment !== "production" && database.engine === "pglite"
      ? await runEffect(runtime, seedDemoAccount(Intl.DateTimeFormat().resolvedOptions().timeZone))
      : null;
  await startJobs(jobs, runtime, jobsSetup, metrics);
  const app = createApp({
    runtime,
    routes: routeTable,
    authenticate,
    logger,
    spaDir: existsSync(spaDir) ? spaDir : null,
    trustProxy: config.trustProxy,
    stripeElements: config.stripe !== null,
    metrics,
    metricsToken: config.metricsToken,
  });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const lines = [`Invoicing is running at ${shownUrl(config.host, port)}`];
  if (demo !== null) {
    lines.push(
      "A demo account was created with sample clients and invoices:",
      `  e-mail:   ${demo.email}`,
      `  password: ${demo.password}`,
    );
  }
  process.stdout.write(`${lines.join("\n")}\n`);

  // SIGTERM (an orchestrator, `docker stop`) or SIGINT (Ctrl-C): stop taking connections, let the
  // requests in flight finish, let the running jobs finish, then let go of the database.
  let stopping = false;
  // A keep-alive connection whose last request ends while stopping is closed at once, not after
  // its idle timeout.
  server.on("request", (_request, response: ServerResponse) =>
    response.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    }),
  );
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping", { signal });
    const drained = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    // A connection that would hold the exit beyond the drain limit is cut.
    const limit = setTimeout(() => server.closeAllConnections(), DRAIN_LIMIT_MS);
    await drained;
    clearTimeout(limit);
    // Running jobs finish (up to 30 s) before the runtime and the database they use go away.
    await jobs.stop();
    await runtime.dispose();
    await database.close();
    logger.info("stopped", { signal });
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
};

const main = async (): Promise<void> => {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  await start(config).catch((error: unknown) => {
    // Another server has the embedded database open: a second one would corrupt it.
    if (!(error instanceof FolderLocked)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
};

await main();
