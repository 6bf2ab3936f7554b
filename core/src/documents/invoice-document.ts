import { daysBetween } from "../calendar/date-arithmetic.ts";
import type { Client } from "../clients/client.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { type InvoiceTotals, invoiceTotals } from "../invoices/invoice-totals.ts";
import { formatMoney } from "../money/format-money.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { Language } from "../users/language.ts";
import type { User } from "../users/user.ts";
import { formatDocumentDate, formatQuantity, formatTaxRate } from "./document-formats.ts";
import { documentLocale } from "./document-locale.ts";
import { buyerParty, type DocumentParty, sellerParty } from "./document-party.ts";
import { fillLabel } from "./fill-label.ts";
import { invoiceLabels } from "./invoice-label-catalogue.ts";
import type { InvoiceLabels } from "./invoice-labels.ts";
import type { InvoiceTemplate } from "./invoice-template.ts";
import { legalMentions } from "./legal-mentions.ts";
import { type PaperSize, paperSizeFor } from "./paper-size.ts";
import { type SellerJurisdiction, sellerJurisdiction } from "./seller-jurisdiction.ts";

/** One item row as printed: every figure already formatted for the document's locale. */
export interface DocumentLine {
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly taxRate: string;
  /** The line's net amount, before tax. */
  readonly amount: string;
}

/** One row of the tax summary: a rate, its taxable basis and its tax, formatted. */
export interface DocumentTaxRow {
  readonly taxRate: string;
  readonly basis: string;
  readonly taxAmount: string;
}

/** The seller: its printed identity, its logo and the settings behind them. */
export interface DocumentSeller {
  readonly party: DocumentParty;
  /** The logo's bytes (JPEG, PNG or GIF, recognised by content), or null without one. */
  readonly logo: Uint8Array | null;
  readonly profile: User;
  readonly france: FranceSettings | null;
  readonly brazil: BrazilSettings | null;
}

/**
 * Everything an invoice document (PDF, print, e-mail) shows, in the user's language: the
 * invoice, its totals from `invoiceTotals`, seller and buyer, the template, the paper, the
 * labels, the legal mentions, and each figure and date formatted with Intl for the locale.
 */
export interface InvoiceDocument {
  readonly invoice: Invoice;
  readonly totals: InvoiceTotals;
  readonly seller: DocumentSeller;
  readonly buyer: DocumentParty;
  readonly client: Client;
  readonly template: InvoiceTemplate;
  readonly language: Language;
  readonly locale: string;
  readonly paperSize: PaperSize;
  readonly labels: InvoiceLabels;
  readonly jurisdiction: SellerJurisdiction | null;
  /** The invoice number, or the word for "Draft" while it has none. */
  readonly number: string;
  /** The word written across each page of a draft; an issued invoice has none. */
  readonly watermark: string | null;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly paymentTerms: string;
  readonly lines: ReadonlyArray<DocumentLine>;
  /** One row per distinct rate, by ascending rate. */
  readonly taxRows: ReadonlyArray<DocumentTaxRow>;
  readonly subtotal: string;
  readonly taxAmount: string;
  readonly total: string;
  readonly legalMentions: ReadonlyArray<string>;
}

/** What the use case gathers to build an invoice document. */
export interface InvoiceDocumentInput {
  readonly invoice: Invoice;
  readonly client: Client;
  /** The user issuing the invoice; their language is the document's. */
  readonly seller: User;
  readonly logo: Uint8Array | null;
  readonly franceSettings: FranceSettings | null;
  readonly brazilSettings: BrazilSettings | null;
  readonly template: InvoiceTemplate;
  /** A locale of the user's language to format with, such as the browser's (`en-GB`). */
  readonly locale?: string;
}

const paymentTerms = (invoice: Invoice, dueDate: string, labels: InvoiceLabels): string => {
  const days = daysBetween(invoice.issueDate, invoice.dueDate);
  return days > 0
    ? fillLabel(labels.paymentDueWithin, { days: String(days), date: dueDate })
    : labels.paymentDueOnReceipt;
};

// Only a draft is marked: an issued invoice's PDF is the legal document, archived when it took
// its number, and a later status (paid, cancelled) is never burnt into it (decisions §9).
const watermark = (invoice: Invoice, labels: InvoiceLabels): string | null =>
  invoice.status === "draft" ? labels.watermarkDraft : null;

/** The invoice document of `input.invoice`, in its seller's language. */
export const buildInvoiceDocument = (input: InvoiceDocumentInput): InvoiceDocument => {
  const { invoice, client, seller, franceSettings, brazilSettings } = input;
  const language = seller.language;
  const locale = documentLocale(language, input.locale);
  const labels = invoiceLabels(language);
  const totals = invoiceTotals(invoice.items, invoice.currency, invoice);
  const money = (minor: number): string => formatMoney(minor, invoice.currency, locale);
  const jurisdiction = sellerJurisdiction(invoice.currency, franceSettings, brazilSettings);
  // The invoice's own SIRET and VAT number win; a French seller's settings supply them otherwise.
  const france = jurisdiction === "france" ? franceSettings : null;
  const siret = invoice.siret ?? france?.siret ?? null;
  const vatNumber = invoice.vatNumber ?? france?.vatNumber ?? null;
  const dueDate = formatDocumentDate(invoice.dueDate, locale);
  return {
    invoice,
    totals,
    seller: {
      party: sellerParty({
        profile: seller,
        jurisdiction,
        france: franceSettings,
        brazil: brazilSettings,
        siret,
        vatNumber,
        labels,
        locale,
      }),
      logo: input.logo,
      profile: seller,
      france: franceSettings,
      brazil: brazilSettings,
    },
    buyer: buyerParty(client, labels),
    client,
    template: input.template,
    language,
    locale,
    paperSize: paperSizeFor(locale),
    labels,
    jurisdiction,
    number: invoice.invoiceNumber ?? labels.draft,
    watermark: watermark(invoice, labels),
    issueDate: formatDocumentDate(invoice.issueDate, locale),
    dueDate,
    paymentTerms: paymentTerms(invoice, dueDate, labels),
    lines: invoice.items.map((item, index) => ({
      description: item.description,
      quantity: formatQuantity(item.quantity, locale),
      unitPrice: money(item.unitPrice),
      taxRate: formatTaxRate(item.taxRate, locale),
      amount: money(totals.lines[index]?.net ?? 0),
    })),
    taxRows: totals.taxBreakdown.map((group) => ({
      taxRate: formatTaxRate(group.taxRate, locale),
      basis: money(group.basis),
      taxAmount: money(group.taxAmount),
    })),
    subtotal: money(totals.subtotal),
    taxAmount: money(totals.taxAmount),
    total: money(totals.total),
    legalMentions: legalMentions({
      jurisdiction,
      france: franceSettings,
      brazil: brazilSettings,
      vatNumber,
      taxAmount: totals.taxAmount,
      labels,
    }),
  };
};
