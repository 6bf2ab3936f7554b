import type {
  ApprovedPlatform,
  CatalogueItemRepository,
  ChorusProSettingsRepository,
  ClientRepository,
  Clock,
  ConnectedAccountRepository,
  CreditNoteRepository,
  DanfeRenderer,
  DanfseRenderer,
  DocumentArchive,
  EInvoiceQueue,
  FacturXPdf,
  FacturXSubmissionRepository,
  FileStorage,
  IdGenerator,
  InvoiceNoticeRepository,
  InvoicePaymentRepository,
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
  NfseRepository,
  PaSettingsRepository,
  PasswordHasher,
  PasswordResetRepository,
  PayLinkRepository,
  PayLinkVault,
  PaymentProviders,
  PaymentReceiptRepository,
  PaymentRepository,
  PdfRenderer,
  QuoteRepository,
  RandomNumbers,
  ReceivedInvoiceReader,
  ReceivedInvoiceRepository,
  RecurringInvoiceRepository,
  ReportRepository,
  RequestCounter,
  SandboxCardGateway,
  SessionRepository,
  SettingsRepository,
  StripeConnect,
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
  | ApprovedPlatform
  | PaSettingsRepository
  | ChorusProSettingsRepository
  | UserRepository
  | SessionRepository
  | PasswordResetRepository
  | LoginAttemptRepository
  | ClientRepository
  | CatalogueItemRepository
  | InvoiceRepository
  | CreditNoteRepository
  | InvoicePaymentRepository
  | PayLinkRepository
  | PayLinkVault
  | RequestCounter
  | StripeConnect
  | ConnectedAccountRepository
  | RecurringInvoiceRepository
  | QuoteRepository
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
  | NfseRepository
  | DanfseRenderer
  | NfeCredentials
  | RandomNumbers
  | DanfeRenderer
  | PdfRenderer
  | FacturXPdf
  | FacturXSubmissionRepository
  | LifecycleRepository
  | ReceivedInvoiceReader
  | ReceivedInvoiceRepository
  | FrenchPlatforms
  | PaymentRepository
  | PaymentProviders
  | SandboxCardGateway
  | JobQueue
  | InvoiceNoticeRepository
  | PaymentReceiptRepository
  | JobRunRepository
  | DocumentArchive
  | EInvoiceQueue;

/** The one runtime built at start, which runs every request's effect. */
export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>;
