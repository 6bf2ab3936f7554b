import type {
  ClientRepository,
  Clock,
  CreditNoteRepository,
  DanfeRenderer,
  DocumentArchive,
  FacturXPdf,
  FacturXSubmissionRepository,
  FileStorage,
  IdGenerator,
  InvoiceNoticeRepository,
  InvoiceRepository,
  JobQueue,
  JobRunRepository,
  LifecycleRepository,
  LoginAttemptRepository,
  Mailer,
  MailOutbox,
  NfeCertificateRepository,
  NfeCredentials,
  NfeEventRepository,
  NfeNumbering,
  NfeSubmissionRepository,
  PasswordHasher,
  PasswordResetRepository,
  PaymentProviders,
  PaymentRepository,
  PdfRenderer,
  RandomNumbers,
  ReportRepository,
  SandboxCardGateway,
  SessionRepository,
  SettingsRepository,
  TestResultRepository,
  TokenGenerator,
  UserRepository,
} from "@invoicing/core";
import type { ManagedRuntime } from "effect";
import type { FrenchPlatforms } from "./french-platforms.ts";
import type { Readiness } from "./readiness.ts";
import type { ServerSettings } from "./server-settings.ts";

/** Every service the routes' use cases ask for; the app layer provides them all. */
export type AppServices =
  | UserRepository
  | SessionRepository
  | PasswordResetRepository
  | LoginAttemptRepository
  | ClientRepository
  | InvoiceRepository
  | CreditNoteRepository
  | ReportRepository
  | SettingsRepository
  | TestResultRepository
  | Mailer
  | MailOutbox
  | FileStorage
  | Clock
  | PasswordHasher
  | TokenGenerator
  | IdGenerator
  | Readiness
  | ServerSettings
  | NfeCertificateRepository
  | NfeSubmissionRepository
  | NfeNumbering
  | NfeEventRepository
  | NfeCredentials
  | RandomNumbers
  | DanfeRenderer
  | PdfRenderer
  | FacturXPdf
  | FacturXSubmissionRepository
  | LifecycleRepository
  | FrenchPlatforms
  | PaymentRepository
  | PaymentProviders
  | SandboxCardGateway
  | JobQueue
  | InvoiceNoticeRepository
  | JobRunRepository
  | DocumentArchive;

/** The one runtime built at start, which runs every request's effect. */
export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>;
