import { Layer } from "effect";
import type { Database } from "../database.ts";
import { CatalogueItemRepositoryLive } from "./catalogue-item-repository.ts";
import { ClientRepositoryLive } from "./client-repository.ts";
import { ConnectedAccountRepositoryLive } from "./connected-account-repository.ts";
import { CreditNoteRepositoryLive } from "./credit-note-repository.ts";
import { EInvoiceQueueLive } from "./einvoice-queue-repository.ts";
import { FacturXSubmissionRepositoryLive } from "./factur-x-submission-repository.ts";
import { InvoiceNoticeRepositoryLive } from "./invoice-notice-repository.ts";
import { InvoicePaymentRepositoryLive } from "./invoice-payment-repository.ts";
import { InvoiceRepositoryLive } from "./invoice-repository.ts";
import { JobRunRepositoryLive } from "./job-run-repository.ts";
import { LifecycleRepositoryLive } from "./lifecycle-repository.ts";
import { LoginAttemptRepositoryLive } from "./login-attempt-repository.ts";
import { NfeCertificateRepositoryLive } from "./nfe-certificate-repository.ts";
import { NfeEventRepositoryLive } from "./nfe-event-repository.ts";
import { NfeNumberingLive } from "./nfe-numbering-repository.ts";
import { NfeSubmissionRepositoryLive } from "./nfe-submission-repository.ts";
import { NfseRepositoryLive } from "./nfse-repository.ts";
import { PasswordResetRepositoryLive } from "./password-reset-repository.ts";
import { PayLinkRepositoryLive } from "./pay-link-repository.ts";
import { PaymentReceiptRepositoryLive } from "./payment-receipt-repository.ts";
import { PaymentRepositoryLive } from "./payment-repository.ts";
import { QuoteRepositoryLive } from "./quote-repository.ts";
import { ReceivedInvoiceRepositoryLive } from "./received-invoice-repository.ts";
import { RecurringInvoiceRepositoryLive } from "./recurring-invoice-repository.ts";
import { ReportRepositoryLive } from "./report-repository.ts";
import { RequestCounterLive } from "./request-counter.ts";
import { SessionRepositoryLive } from "./session-repository.ts";
import { SettingsRepositoryLive } from "./settings-repository.ts";
import { TestResultRepositoryLive } from "./test-result-repository.ts";
import { UserRepositoryLive } from "./user-repository.ts";

/** Every repository port of the core, over one open database. */
export const persistenceLayer = (database: Database) =>
  Layer.mergeAll(
    UserRepositoryLive(database),
    SessionRepositoryLive(database),
    PasswordResetRepositoryLive(database),
    LoginAttemptRepositoryLive(database),
    ClientRepositoryLive(database),
    CatalogueItemRepositoryLive(database),
    InvoiceRepositoryLive(database),
    CreditNoteRepositoryLive(database),
    InvoicePaymentRepositoryLive(database),
    PayLinkRepositoryLive(database),
    RequestCounterLive(database),
    ConnectedAccountRepositoryLive(database),
    RecurringInvoiceRepositoryLive(database),
    QuoteRepositoryLive(database),
    ReportRepositoryLive(database),
    SettingsRepositoryLive(database),
    TestResultRepositoryLive(database),
    PaymentRepositoryLive(database),
    NfeCertificateRepositoryLive(database),
    NfeSubmissionRepositoryLive(database),
    NfeNumberingLive(database),
    NfeEventRepositoryLive(database),
    NfseRepositoryLive(database),
    FacturXSubmissionRepositoryLive(database),
    InvoiceNoticeRepositoryLive(database),
    PaymentReceiptRepositoryLive(database),
    JobRunRepositoryLive(database),
    EInvoiceQueueLive(database),
    LifecycleRepositoryLive(database),
    ReceivedInvoiceRepositoryLive(database),
  );
