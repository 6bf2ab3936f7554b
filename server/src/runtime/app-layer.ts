import path from "node:path";
import {
  type Database,
  DEFAULT_OUTBOX_FROM,
  databaseFileStorageLayer,
  databaseMailOutboxLayer,
  documentArchiveLayer,
  facturXPdfLayer,
  jsPdfRendererLayer,
  keepInDatabase,
  keepInFolder,
  localFileStorageLayer,
  mailerLayer,
  mailOutboxFolderLayer,
  paymentProvidersLayer,
  persistenceLayer,
  receivedInvoiceReaderLayer,
  type StripeSettings,
  securityLayer,
  systemClockLayer,
} from "@invoicing/adapters";
import { type Clock, JobQueue } from "@invoicing/core";
import { Layer } from "effect";
import { defaultNfeSchemaDir, defaultStandardsDir } from "../config.ts";
import { effectLogLayer } from "../logging/effect-log-layer.ts";
import type { Logger } from "../logging/logger.ts";
import { countedSubmissionsLayer } from "../metrics/counted-submissions.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";
import { approvedPlatformLayer } from "./approved-platform-layer.ts";
import { type FrenchPlatformsSetup, frenchPlatformsLayer } from "./french-platforms.ts";
import { type NfeSetup, nfeLayer, nfseSchemaDirectoryIn } from "./nfe-layer.ts";
import { payLinkVaultLayer } from "./pay-link-vault-layer.ts";
import { readinessLayer } from "./readiness.ts";
import { serverSettingsLayer } from "./server-settings.ts";

/** What the app layer is built on. */
export interface AppLayerOptions {
  readonly database: Database;
  /** The data folder: stored files go to `files/`, unsent mail to `outbox/`. */
  readonly dataDir: string;
  readonly appUrl: string;
  /** Where the use cases' own log lines go. */
  readonly logger: Logger;
  /** NF-e wiring; when not given (tests), the sandbox only, with a key kept in the data folder. */
  readonly nfe?: NfeSetup;
  /** French platforms; when not given (tests), the sandbox alone, over the standards beside the repository. */
  readonly france?: FrenchPlatformsSetup;
  /** Mail transports; when not given (tests), none: every message goes to the outbox. */
  readonly mail?: MailSetup;
  /** A production server: the outbox viewer is closed unless a user's sandbox is on. */
  readonly production?: boolean;
  /** Stripe's keys; when not given or null, every payment goes to the sandbox provider. */
  readonly stripe?: StripeSettings | null;
  /** The job queue the use cases put jobs on (`openJobs`). */
  readonly jobQueue: JobQueue["Service"];
  /** Whether this process's job workers run, for the readiness probe. */
  readonly jobsRunning: () => boolean;
  /** Where e-invoice submissions are counted. */
  readonly metrics: ServerMetrics;
  /** The time between two statuses on the sandbox PA, in seconds; 30 when not given. */
  readonly sandboxPaStepSeconds?: number;
  /** The clock; when not given, the system's (tests pass one they move by hand). */
  readonly clock?: Layer.Layer<Clock>;
}

/** The outbox of unsent mail in a data folder (the embedded database's). */
export const outboxFolder = (dataDir: string): string => path.join(dataDir, "outbox");

/** The folder of stored files in a data folder (the embedded database's FileStorage). */
export const filesFolder = (dataDir: string): string => path.join(dataDir, "files");

/** The mail transports and sender (config's `SMTP_URL`, `RESEND_*`, `MAIL_FROM`). */
export interface MailSetup {
  readonly smtpUrl: string | null;
  readonly resendApiKey: string | null;
  readonly resendBaseUrl: string | null;
  readonly from: string;
}

const outboxOnlyMail: MailSetup = {
  smtpUrl: null,
  resendApiKey: null,
  resendBaseUrl: null,
  from: DEFAULT_OUTBOX_FROM,
};

const developmentNfeSetup: NfeSetup = {
  schemaDirectory: defaultNfeSchemaDir,
  nfseSchemaDirectory: nfseSchemaDirectoryIn(defaultStandardsDir),
  certificateKey: null,
  production: false,
  sefazCaFile: null,
};

const developmentFranceSetup: FrenchPlatformsSetup = {
  standardsDir: defaultStandardsDir,
  chorusPro: null,
};

/**
 * Every service the routes need, from the adapters: the repositories over the database, the
 * security primitives, the system clock, files and the outbox in the data folder
 * (docs/PRODUCT-RULES.md#email: with no mail transport configured, messages are written there), the
 * archive of numbered documents over the same files, and the use cases' logging.
 */
export const appLayer = (options: AppLayerOptions) => {
  const persistence = persistenceLayer(options.database);
  // On PostgreSQL every process serves every file and lists all unsent mail; the embedded
  // database keeps them beside it, in the data folder.
  const onServer = options.database.engine === "postgresql";
  const fileStorage = onServer
    ? databaseFileStorageLayer(options.database)
    : localFileStorageLayer(filesFolder(options.dataDir));
  const outbox = outboxFolder(options.dataDir);
  const clock = options.clock ?? systemClockLayer;
  const nfe = options.nfe ?? developmentNfeSetup;
  const france = options.france ?? developmentFranceSetup;
  return Layer.mergeAll(
    persistence,
    // Merged after the repositories it wraps, so that its submission repositories win.
    countedSubmissionsLayer(options.metrics).pipe(Layer.provide(persistence)),
    documentArchiveLayer(options.database).pipe(Layer.provide(fileStorage)),
    securityLayer,
    clock,
    Layer.succeed(JobQueue, options.jobQueue),
    fileStorage,
    mailerLayer({
      ...(options.mail ?? outboxOnlyMail),
      outbox: onServer ? keepInDatabase(options.database) : keepInFolder(outbox),
    }),
    onServer ? databaseMailOutboxLayer(options.database) : mailOutboxFolderLayer(outbox),
    readinessLayer(options.database, options.jobsRunning),
    serverSettingsLayer({ appUrl: options.appUrl, production: options.production ?? false }),
    effectLogLayer(options.logger),
    paymentProvidersLayer(options.database, options.stripe ?? null),
    nfeLayer(nfe, options.dataDir, options.logger),
    jsPdfRendererLayer,
    facturXPdfLayer,
    receivedInvoiceReaderLayer(france.standardsDir),
    frenchPlatformsLayer(france).pipe(Layer.provide(securityLayer)),
    approvedPlatformLayer(options.database, {
      standardsDir: france.standardsDir,
      certificateKey: nfe.certificateKey,
      production: nfe.production,
      dataDir: options.dataDir,
      logger: options.logger,
      sandboxStepSeconds: options.sandboxPaStepSeconds ?? 30,
    }).pipe(Layer.provide(clock)),
    payLinkVaultLayer({
      certificateKey: nfe.certificateKey,
      production: nfe.production,
      dataDir: options.dataDir,
      logger: options.logger,
      appUrl: options.appUrl,
    }),
  );
};
