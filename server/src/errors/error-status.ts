import type * as core from "@invoicing/core";
import type { ServiceNotReady } from "./service-not-ready.ts";

// Every class the core exports, by the instances it makes.
type CoreInstance = {
  readonly [K in keyof typeof core]: (typeof core)[K] extends abstract new (
    ...args: never
  ) => infer I
    ? I
    : never;
}[keyof typeof core];

/** A tagged error of the core: a failure carrying the i18n key the UI shows. */
export type CoreFailure = Extract<
  CoreInstance,
  Error & { readonly _tag: string; readonly key: string }
>;

/** What a route may fail with: a tagged error of the core, or one the server raises itself. */
export type ApiFailure = CoreFailure | ServiceNotReady;

/** The tag of a failure a route may end in. */
export type ApiFailureTag = ApiFailure["_tag"];

/** The HTTP statuses failures answer. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * The HTTP status of each failure a route may end in (docs/PRODUCT-RULES.md#api), by tag: the one
 * place where a domain failure becomes a status. It is keyed by every tag of `ApiFailure`, so a new
 * error the core exports does not compile until it has its status here.
 */
export const statusByTag: { readonly [T in ApiFailureTag]: ErrorStatus } = {
  ValidationFailed: 422,
  InvoiceTotalsMismatch: 422,
  CreditNoteExceedsInvoice: 422,
  PaymentExceedsBalance: 422,
  CreditNoteDateOutOfOrder: 422,
  PaymentPlanMismatch: 422,
  WrongCurrentPassword: 422,
  LogoMissing: 422,
  InvoiceExportTooLarge: 422,
  IssueDateOutOfOrder: 422,
  DepositExceedsQuote: 422,
  FacturXRefused: 422,
  ReceivedInvoiceFileMissing: 422,
  ReceivedInvoiceInvalid: 422,
  ReceivedInvoiceFormatUnsupported: 415,
  ReceivedInvoiceDuplicate: 409,
  ReceivedInvoiceNotFound: 404,
  ReceivedStatusNotAllowed: 409,
  ReceivedStatusNeedsPlatform: 409,
  NfeCurrencyNotBrl: 422,
  NfeSettingsMissing: 422,
  NfePrerequisitesMissing: 422,
  NfseCurrencyNotBrl: 422,
  NfseSettingsMissing: 422,
  NfsePrerequisitesMissing: 422,
  InvoiceOfGoods: 422,
  InvoiceOfServices: 422,
  MixedGoodsAndServices: 422,
  CertificateUnreadable: 422,
  CertificatePasswordWrong: 422,
  CertificateExpired: 422,
  CertificateNotIssuers: 422,
  ResetTokenInvalid: 400,
  WebhookSignatureInvalid: 400,
  PlatformWebhookRefused: 401,
  InvalidCredentials: 401,
  Unauthenticated: 401,
  OutboxClosed: 403,
  InvoiceNotFound: 404,
  CreditNoteNotFound: 404,
  OutboxMessageNotFound: 404,
  ClientNotFound: 404,
  CatalogueItemNotFound: 404,
  RecurringInvoiceNotFound: 404,
  RecurringInvoiceFinished: 409,
  OccurrenceAlreadyIssued: 409,
  UserNotFound: 404,
  FileNotFound: 404,
  PaymentNotFound: 404,
  InvoicePaymentNotFound: 404,
  PayLinkUnavailable: 404,
  StripeConnectNotConfigured: 409,
  StripeConnectStateInvalid: 409,
  SellerNotConnected: 409,
  QuoteNotFound: 404,
  QuoteLinkUnavailable: 404,
  UnknownTestType: 404,
  NfeNotAuthorized: 404,
  NfseNotIssued: 404,
  NfeEventNotFound: 404,
  EmailTaken: 409,
  InvoiceCannotBeDeleted: 409,
  InvoiceNotIssued: 409,
  NfeMustBeCancelled: 409,
  CancelRequiresNfeCancellation: 409,
  CancelRequiresNfseCancellation: 409,
  NfseAlreadyIssued: 409,
  NfseAlreadyCancelled: 409,
  NfeAlreadyCancelled: 409,
  NfeCancellationWindowClosed: 409,
  NfeNotAuthorizedForEmail: 409,
  NfseNotIssuedForEmail: 409,
  NfeCorrectionLimitReached: 409,
  ClientHasInvoices: 409,
  InvalidStatusTransition: 409,
  InvoiceIssuedLocked: 409,
  CancelRequiresCreditNote: 409,
  InvoiceChangedWhileSending: 409,
  InvalidPaymentTransition: 409,
  InvoiceNotPayable: 409,
  InvalidQuoteTransition: 409,
  QuoteNotDraft: 409,
  QuoteNotAccepted: 409,
  QuoteAlreadyInvoiced: 409,
  QuoteNotSent: 409,
  PaymentStateConflict: 409,
  PaymentNotRefundable: 409,
  RefundWindowClosed: 409,
  LogoTooLarge: 413,
  LogoTypeUnsupported: 415,
  TooManyAttempts: 429,
  PayLinkRateLimited: 429,
  QuoteLinkRateLimited: 429,
  MailFailed: 502,
  PaymentProviderFailed: 502,
  FrenchPlatformUnavailable: 502,
  SefazUnavailable: 502,
  SefinUnavailable: 502,
  MailTransportNotConfigured: 503,
  CertificateVaultUnavailable: 503,
  ServiceNotReady: 503,
};

/** The status of a failure's tag; undefined for a tag no route fails with. */
export const statusOfTag = (tag: string): ErrorStatus | undefined =>
  Object.hasOwn(statusByTag, tag) ? statusByTag[tag as ApiFailureTag] : undefined;
