import { ArchiveQueueEntry } from "./archive-queue-entry.entity.ts";
import { ArchivedDocument } from "./archived-document.entity.ts";
import { BrazilSettings } from "./brazil-settings.entity.ts";
import { CatalogueItem } from "./catalogue-item.entity.ts";
import { ChorusProSettings } from "./chorus-pro-settings.entity.ts";
import { Client } from "./client.entity.ts";
import { CreditNote } from "./credit-note.entity.ts";
import { CreditNoteItem } from "./credit-note-item.entity.ts";
import { CreditNoteNumberCounter } from "./credit-note-number-counter.entity.ts";
import { EInvoiceQueueEntry } from "./einvoice-queue-entry.entity.ts";
import { FacturXSubmission } from "./factur-x-submission.entity.ts";
import { FranceSettings } from "./france-settings.entity.ts";
import { Invoice } from "./invoice.entity.ts";
import { InvoiceHistoryEntry } from "./invoice-history-entry.entity.ts";
import { InvoiceItem } from "./invoice-item.entity.ts";
import { InvoiceLifecycleEntry } from "./invoice-lifecycle-entry.entity.ts";
import { InvoiceNotice } from "./invoice-notice.entity.ts";
import { InvoiceNumberCounter } from "./invoice-number-counter.entity.ts";
import { InvoicePayment } from "./invoice-payment.entity.ts";
import { InvoiceTemplate } from "./invoice-template.entity.ts";
import { InvoiceTotal } from "./invoice-total.entity.ts";
import { JobRun } from "./job-run.entity.ts";
import { LoginFailure } from "./login-failure.entity.ts";
import { NfeCertificate } from "./nfe-certificate.entity.ts";
import { NfeEvent } from "./nfe-event.entity.ts";
import { NfeNumber } from "./nfe-number.entity.ts";
import { NfeNumberCounter } from "./nfe-number-counter.entity.ts";
import { NfeSubmission } from "./nfe-submission.entity.ts";
import { NfseDpsCounter } from "./nfse-dps-counter.entity.ts";
import { NfseDpsNumber } from "./nfse-dps-number.entity.ts";
import { NfseEvent } from "./nfse-event.entity.ts";
import { NfseSettings } from "./nfse-settings.entity.ts";
import { NfseSubmission } from "./nfse-submission.entity.ts";
import { NotificationPreferences } from "./notification-preferences.entity.ts";
import { OutboxMessage } from "./outbox-message.entity.ts";
import { PaSettings } from "./pa-settings.entity.ts";
import { PaWebhook } from "./pa-webhook.entity.ts";
import { PasswordResetToken } from "./password-reset-token.entity.ts";
import { PayLink } from "./pay-link.entity.ts";
import { Payment } from "./payment.entity.ts";
import { PaymentEvent } from "./payment-event.entity.ts";
import { PaymentReceipt } from "./payment-receipt.entity.ts";
import { Quote } from "./quote.entity.ts";
import { QuoteInvoice } from "./quote-invoice.entity.ts";
import { QuoteNumberCounter } from "./quote-number-counter.entity.ts";
import { ReceivedInvoice } from "./received-invoice.entity.ts";
import { ReceivedInvoiceStatus } from "./received-invoice-status.entity.ts";
import { RecurringInvoice } from "./recurring-invoice.entity.ts";
import { RecurringOccurrence } from "./recurring-occurrence.entity.ts";
import { RecurringSettings } from "./recurring-settings.entity.ts";
import { RequestCount } from "./request-count.entity.ts";
import { SandboxPaymentIntent } from "./sandbox-payment-intent.entity.ts";
import { Session } from "./session.entity.ts";
import { StoredFile } from "./stored-file.entity.ts";
import { StripeConnectAccount } from "./stripe-connect-account.entity.ts";
import { StripeConnectState } from "./stripe-connect-state.entity.ts";
import { Subscription } from "./subscription.entity.ts";
import { TestResult } from "./test-result.entity.ts";
import { User } from "./user.entity.ts";

/** Every entity the ORM maps; a new entity joins this list and gets a migration. */
export const allEntities = [
  User,
  Session,
  InvoiceNumberCounter,
  NotificationPreferences,
  PasswordResetToken,
  LoginFailure,
  Client,
  Invoice,
  InvoiceItem,
  InvoiceHistoryEntry,
  InvoiceTotal,
  InvoiceTemplate,
  FranceSettings,
  BrazilSettings,
  NfeCertificate,
  NfeSubmission,
  TestResult,
  FacturXSubmission,
  Subscription,
  Payment,
  PaymentEvent,
  SandboxPaymentIntent,
  InvoiceNotice,
  StoredFile,
  OutboxMessage,
  JobRun,
  ArchivedDocument,
  ArchiveQueueEntry,
  EInvoiceQueueEntry,
  CreditNoteNumberCounter,
  CreditNote,
  CreditNoteItem,
  CatalogueItem,
  NfeNumberCounter,
  NfeNumber,
  NfeEvent,
  NfseDpsCounter,
  NfseDpsNumber,
  NfseSubmission,
  NfseEvent,
  InvoiceLifecycleEntry,
  NfseSettings,
  PaSettings,
  PaWebhook,
  ChorusProSettings,
  InvoicePayment,
  PayLink,
  ReceivedInvoice,
  ReceivedInvoiceStatus,
  PaymentReceipt,
  RequestCount,
  StripeConnectAccount,
  StripeConnectState,
  RecurringInvoice,
  RecurringOccurrence,
  RecurringSettings,
  QuoteNumberCounter,
  Quote,
  QuoteInvoice,
];
