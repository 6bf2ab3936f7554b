import type {
  ClientRepository,
  Clock,
  FileStorage,
  IdGenerator,
  InvoiceRepository,
  LoginAttemptRepository,
  Mailer,
  PasswordHasher,
  PasswordResetRepository,
  SessionRepository,
  SettingsRepository,
  TokenGenerator,
  UserRepository,
} from "@invoicing/core";
import type { ManagedRuntime } from "effect";
import type { DatabaseHealth } from "./database-health.ts";
import type { ServerSettings } from "./server-settings.ts";

/** Every service the routes' use cases ask for; the app layer provides them all. */
export type AppServices =
  | UserRepository
  | SessionRepository
  | PasswordResetRepository
  | LoginAttemptRepository
  | ClientRepository
  | InvoiceRepository
  | SettingsRepository
  | Mailer
  | FileStorage
  | Clock
  | PasswordHasher
  | TokenGenerator
  | IdGenerator
  | DatabaseHealth
  | ServerSettings;

/** The one runtime built at start, which runs every request's effect. */
export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>;
