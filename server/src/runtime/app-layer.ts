import path from "node:path";
import {
  type Database,
  localFileStorageLayer,
  outboxMailerLayer,
  persistenceLayer,
  securityLayer,
  systemClockLayer,
} from "@invoicing/adapters";
import { Layer } from "effect";
import { effectLogLayer } from "../logging/effect-log-layer.ts";
import type { Logger } from "../logging/logger.ts";
import { databaseHealthLayer } from "./database-health.ts";
import { serverSettingsLayer } from "./server-settings.ts";

/** What the app layer is built on. */
export interface AppLayerOptions {
  readonly database: Database;
  /** The data folder: stored files go to `files/`, unsent mail to `outbox/`. */
  readonly dataDir: string;
  readonly appUrl: string;
  /** Where the use cases' own log lines go. */
  readonly logger: Logger;
}

/**
 * Every service the routes need, from the adapters: the repositories over the database, the
 * security primitives, the system clock, files and the outbox in the data folder (decisions §7:
 * with no mail transport configured, messages are written there), and the use cases' logging.
 */
export const appLayer = (options: AppLayerOptions) =>
  Layer.mergeAll(
    persistenceLayer(options.database),
    securityLayer,
    systemClockLayer,
    localFileStorageLayer(path.join(options.dataDir, "files")),
    outboxMailerLayer(path.join(options.dataDir, "outbox")),
    databaseHealthLayer(options.database),
    serverSettingsLayer({ appUrl: options.appUrl }),
    effectLogLayer(options.logger),
  );
