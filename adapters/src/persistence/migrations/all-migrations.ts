import type { MigrationObject } from "@mikro-orm/core";
import { M0001AccountsAndNumbering } from "./m0001-accounts-and-numbering.ts";
import { M0002BusinessData } from "./m0002-business-data.ts";
import { M0003InvoiceTemplatesAndEmailHistory } from "./m0003-invoice-templates-and-email-history.ts";
import { M0004NfeCertificatesAndSubmissions } from "./m0004-nfe-certificates-and-submissions.ts";
import { M0005PaymentProviders } from "./m0005-payment-providers.ts";
import { M0006FacturXSubmissions } from "./m0006-factur-x-submissions.ts";
import { M0008Jobs } from "./m0008-jobs.ts";
import { M0009InvoiceTotals } from "./m0009-invoice-totals.ts";
import { M0010InvoiceSearch } from "./m0010-invoice-search.ts";
import { M0011RicherLines } from "./m0011-richer-lines.ts";
import { M0015IssuedInvoiceFreeze } from "./m0015-issued-invoice-freeze.ts";
import { M0016SubmissionHistory } from "./m0016-submission-history.ts";
import { M0017CreditNotes } from "./m0017-credit-notes.ts";
import { M0019DocumentArchive } from "./m0019-document-archive.ts";
import { M0020StoredFiles } from "./m0020-stored-files.ts";
import { M0021CreditNotePrefixAndArchiveQueue } from "./m0021-credit-note-prefix-and-archive-queue.ts";
import { M0022InvoiceClientSnapshot } from "./m0022-invoice-client-snapshot.ts";
import { M0023MailOutbox } from "./m0023-mail-outbox.ts";
import { M0024InvoiceBuyerName } from "./m0024-invoice-buyer-name.ts";
import { M0025EInvoiceQueue } from "./m0025-einvoice-queue.ts";
import { M0027PaWebhooks } from "./m0027-pa-webhooks.ts";
import { M0028ChorusProSettings } from "./m0028-chorus-pro-settings.ts";
import { M0030CatalogueItems } from "./m0030-catalogue-items.ts";
import { M0031InvoiceLineCatalogueItem } from "./m0031-invoice-line-catalogue-item.ts";
import { M0032NfeNumbering } from "./m0032-nfe-numbering.ts";
import { M0033NfeEvents } from "./m0033-nfe-events.ts";
import { M0034NfseSettings } from "./m0034-nfse-settings.ts";
import { M0038NfeSerieSetting } from "./m0038-nfe-serie-setting.ts";
import { M0039InvoiceLineCfop } from "./m0039-invoice-line-cfop.ts";
import { M0040ClientCountryAndKind } from "./m0040-client-country-and-kind.ts";
import { M0041InvoiceFranceMentions } from "./m0041-invoice-france-mentions.ts";
import { M0042FranceSellerMentions } from "./m0042-france-seller-mentions.ts";
import { M0043InvoiceLifecycle } from "./m0043-invoice-lifecycle.ts";
import { M0044PaSettings } from "./m0044-pa-settings.ts";
import { M0045LifecycleJobKinds } from "./m0045-lifecycle-job-kinds.ts";
import { M0046ReceivedInvoices } from "./m0046-received-invoices.ts";
import { M0050InvoicePayments } from "./m0050-invoice-payments.ts";
import { M0051PayLinks } from "./m0051-pay-links.ts";
import { M0052RequestCounts } from "./m0052-request-counts.ts";
import { M0053StripeConnect } from "./m0053-stripe-connect.ts";
import { M0055RecurringInvoices } from "./m0055-recurring-invoices.ts";
import { M0058Quotes } from "./m0058-quotes.ts";
import { M0062NfseDpsNumbers } from "./m0062-nfse-dps-numbers.ts";
import { M0063NfseSubmissions } from "./m0063-nfse-submissions.ts";
import { M0064NfseEvents } from "./m0064-nfse-events.ts";
import { M0065PaymentReceipts } from "./m0065-payment-receipts.ts";
import { M0066PayLinkInEmails } from "./m0066-pay-link-in-emails.ts";
import { M0069PayableInvoiceTotals } from "./m0069-payable-invoice-totals.ts";
import { M0070PaInvoicesPolled } from "./m0070-pa-invoices-polled.ts";

/**
 * Every migration in the order it runs. Names are stored in `mikro_orm_migrations`:
 * never rename or reorder one that has shipped; append new ones.
 */
export const allMigrations: MigrationObject[] = [
  { name: "0001-accounts-and-numbering", class: M0001AccountsAndNumbering },
  { name: "0002-business-data", class: M0002BusinessData },
  { name: "0003-invoice-templates-and-email-history", class: M0003InvoiceTemplatesAndEmailHistory },
  { name: "0004-nfe-certificates-and-submissions", class: M0004NfeCertificatesAndSubmissions },
  { name: "0005-payment-providers", class: M0005PaymentProviders },
  { name: "0006-factur-x-submissions", class: M0006FacturXSubmissions },
  { name: "0008-jobs", class: M0008Jobs },
  { name: "0009-invoice-totals", class: M0009InvoiceTotals },
  { name: "0010-invoice-search", class: M0010InvoiceSearch },
  { name: "0011-richer-lines", class: M0011RicherLines },
  { name: "0015-issued-invoice-freeze", class: M0015IssuedInvoiceFreeze },
  { name: "0016-submission-history", class: M0016SubmissionHistory },
  { name: "0017-credit-notes", class: M0017CreditNotes },
  { name: "0019-document-archive", class: M0019DocumentArchive },
  { name: "0020-stored-files", class: M0020StoredFiles },
  {
    name: "0021-credit-note-prefix-and-archive-queue",
    class: M0021CreditNotePrefixAndArchiveQueue,
  },
  { name: "0022-invoice-client-snapshot", class: M0022InvoiceClientSnapshot },
  { name: "0023-mail-outbox", class: M0023MailOutbox },
  { name: "0024-invoice-buyer-name", class: M0024InvoiceBuyerName },
  { name: "0025-einvoice-queue", class: M0025EInvoiceQueue },
  { name: "0027-pa-webhooks", class: M0027PaWebhooks },
  { name: "0028-chorus-pro-settings", class: M0028ChorusProSettings },
  { name: "0030-catalogue-items", class: M0030CatalogueItems },
  { name: "0031-invoice-line-catalogue-item", class: M0031InvoiceLineCatalogueItem },
  { name: "0032-nfe-numbering", class: M0032NfeNumbering },
  { name: "0033-nfe-events", class: M0033NfeEvents },
  { name: "0034-nfse-settings", class: M0034NfseSettings },
  { name: "0038-nfe-serie-setting", class: M0038NfeSerieSetting },
  { name: "0039-invoice-line-cfop", class: M0039InvoiceLineCfop },
  { name: "0040-client-country-and-kind", class: M0040ClientCountryAndKind },
  { name: "0041-invoice-france-mentions", class: M0041InvoiceFranceMentions },
  { name: "0042-france-seller-mentions", class: M0042FranceSellerMentions },
  { name: "0043-invoice-lifecycle", class: M0043InvoiceLifecycle },
  { name: "0044-pa-settings", class: M0044PaSettings },
  { name: "0045-lifecycle-job-kinds", class: M0045LifecycleJobKinds },
  { name: "0046-received-invoices", class: M0046ReceivedInvoices },
  { name: "0050-invoice-payments", class: M0050InvoicePayments },
  { name: "0051-pay-links", class: M0051PayLinks },
  { name: "0052-request-counts", class: M0052RequestCounts },
  { name: "0053-stripe-connect", class: M0053StripeConnect },
  { name: "0055-recurring-invoices", class: M0055RecurringInvoices },
  { name: "0058-quotes", class: M0058Quotes },
  { name: "0062-nfse-dps-numbers", class: M0062NfseDpsNumbers },
  { name: "0063-nfse-submissions", class: M0063NfseSubmissions },
  { name: "0064-nfse-events", class: M0064NfseEvents },
  { name: "0065-payment-receipts", class: M0065PaymentReceipts },
  { name: "0066-pay-link-in-emails", class: M0066PayLinkInEmails },
  { name: "0069-payable-invoice-totals", class: M0069PayableInvoiceTotals },
  { name: "0070-pa-invoices-polled", class: M0070PaInvoicesPolled },
];
