import { daysBetween } from "../calendar/date-arithmetic.ts";
import type { Client } from "../clients/client.ts";
import type { Discount } from "../invoices/discount.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceItem } from "../invoices/invoice-item.ts";
import { type InvoiceTotals, invoiceTotals } from "../invoices/invoice-totals.ts";
import { DEFAULT_UNIT_CODE } from "../invoices/unit-code.ts";
import { formatMoney } from "../money/format-money.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { Language } from "../users/language.ts";
import type { User } from "../users/user.ts";
import {
  formatDiscountPercent,
  formatDocumentDate,
  formatQuantity,
  formatTaxRate,
} from "./document-formats.ts";
import { documentLocale } from "./document-locale.ts";
import { buyerParty, type DocumentParty, sellerParty } from "./document-party.ts";
import { fillLabel } from "./fill-label.ts";
import { invoiceLabels } from "./invoice-label-catalogue.ts";
import type { InvoiceLabels } from "./invoice-labels.ts";
import type { InvoiceTemplate } from "./invoice-template.ts";
import { legalMentions } from "./legal-mentions.ts";
import { type PaperSize, paperSizeFor } from "./paper-size.ts";
import { type SellerJurisdiction, sellerJurisdiction } from "./seller-jurisdiction.ts";

/** The invoice a credit note corrects: its number (BT-25) and its issue date (BT-26, `YYYY-MM-DD`). */
export interface PrecedingInvoice {
  readonly number: string;
  readonly issueDate: string;
}

/** One item row as printed: every figure already formatted for the document's locale. */
export interface DocumentLine {
  readonly description: string;
  /** The quantity and, but for pieces (C62), its unit: "1.5 h". */
  readonly quantity: string;
  readonly unitPrice: string;
  readonly taxRate: string;
  /** The line's amount after its discount: before tax, or with tax where prices include it. */
  readonly amount: string;
  /** Printed under the description: the line's discount ("Discount: 10%"), if any. */
  readonly details: ReadonlyArray<string>;
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
  /** Null for an invoice; for a credit note, the invoice it corrects. */
  readonly precedingInvoice: PrecedingInvoice | null;
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
  /** A credit note's row naming the invoice it corrects ("INV-001 of 1 Nov 2026"); null for an invoice. */
  readonly creditedInvoice: { readonly label: string; readonly value: string } | null;
  /** The service date or period (label, dates), or null when the invoice states neither. */
  readonly service: { readonly label: string; readonly value: string } | null;
  /** The total of the lines and the invoice discount, or null without an invoice discount. */
  readonly invoiceDiscount: { readonly linesTotal: string; readonly discount: string } | null;
  readonly subtotal: string;
  readonly taxAmount: string;
  readonly total: string;
  /**
   * A quote's final invoice: the deposits already invoiced (BT-113) and what is left to pay
   * (BT-115); null for any other document.
   */
  readonly prepaid: { readonly amount: string; readonly due: string } | null;
  readonly legalMentions: ReadonlyArray<string>;
}

/** What the use case gathers to build an invoice document. */
export interface InvoiceDocumentInput {
  readonly invoice: Invoice;
  /** For a credit note (its number and lines in `invoice`), the invoice it corrects. */
  readonly precedingInvoice?: PrecedingInvoice;
  readonly client: Client;
  /** The user issuing the invoice; their language is the document's. */
  readonly seller: User;
  readonly logo: Uint8Array | null;
  readonly franceSettings: FranceSettings | null;
  readonly brazilSettings: BrazilSettings | null;
  readonly template: InvoiceTemplate;
  /** A locale of the user's language to format with, such as the browser's (`en-GB`). */
  readonly locale?: string;
  /**
   * The document is a quote (docs/QUOTES.md): titled as one, its number a `QUO-` number, its due
   * date the last day it is valid, and no payment terms, since nothing is due yet.
   */
  readonly quote?: boolean;
}

const paymentTerms = (invoice: Invoice, dueDate: string, labels: InvoiceLabels): string => {
  const days = daysBetween(invoice.issueDate, invoice.dueDate);
  return days > 0
    ? fillLabel(labels.paymentDueWithin, { days: String(days), date: dueDate })
    : labels.paymentDueOnReceipt;
};

// Only a draft is marked: an issued invoice's PDF is the legal document, archived when it took
// its number, and a later status (paid, cancelled) is never burnt into it
// (docs/PRODUCT-RULES.md#archive).
const watermark = (invoice: Invoice, labels: InvoiceLabels): string | null =>
  invoice.status === "draft" ? labels.watermarkDraft : null;

const service = (
  invoice: Invoice,
  labels: InvoiceLabels,
  locale: string,
): InvoiceDocument["service"] => {
  const { serviceDate, servicePeriod } = invoice;
  if (serviceDate !== null) {
    return { label: labels.serviceDate, value: formatDocumentDate(serviceDate, locale) };
  }
  if (servicePeriod === null) return null;
  const [start, end] = [servicePeriod.start, servicePeriod.end].map((date) =>
    formatDocumentDate(date, locale),
  );
  return { label: labels.servicePeriod, value: `${start} – ${end}` };
};

const quantityOf = (item: InvoiceItem, labels: InvoiceLabels, locale: string): string => {
  const quantity = formatQuantity(item.quantity, locale);
  return item.unitCode === DEFAULT_UNIT_CODE
    ? quantity
    : `${quantity} ${labels[`unit${item.unitCode}`]}`;
};

const discountText = (
  discount: Discount,
  labels: InvoiceLabels,
  locale: string,
  money: (minor: number) => string,
): string =>
  `${labels.discount}${labels.separator}${
    discount.type === "percent"
      ? formatDiscountPercent(discount.value, locale)
      : money(-discount.value)
  }`;

/** The words of a credit note: its title, its number's label and "Reason" for its note. */
const creditNoteLabels = (labels: InvoiceLabels): InvoiceLabels => ({
  ...labels,
  documentTitle: labels.creditNoteTitle,
  invoiceNumber: labels.creditNoteNumber,
  notes: labels.creditReason,
});

/** The words of a quote: its title, its number's label and "Valid until" for its due date. */
const quoteLabels = (labels: InvoiceLabels): InvoiceLabels => ({
  ...labels,
  documentTitle: labels.quoteTitle,
  invoiceNumber: labels.quoteNumber,
  dueDate: labels.validUntil,
});

/**
 * The invoice document of `input.invoice`, in its seller's language; with `precedingInvoice`, the
 * document of a credit note: titled as one and naming the invoice it corrects; with `quote`, the
 * document of a quote.
 */
export const buildInvoiceDocument = (input: InvoiceDocumentInput): InvoiceDocument => {
  const { invoice, client, seller, franceSettings, brazilSettings } = input;
  const language = seller.language;
  const locale = documentLocale(language, input.locale);
  const preceding = input.precedingInvoice ?? null;
  const quote = input.quote === true;
  const labels =
    preceding !== null
      ? creditNoteLabels(invoiceLabels(language))
      : quote
        ? quoteLabels(invoiceLabels(language))
        : invoiceLabels(language);
  // A credit note's lines state their tax (what was left on the lines it credits): its total is
  // then the one it stored.
  const totals = invoiceTotals(invoice.items, invoice.currency, {
    pricesIncludeTax: invoice.pricesIncludeTax,
    discount: invoice.discount,
    statedTaxes: preceding !== null,
  });
  const money = (minor: number): string => formatMoney(minor, invoice.currency, locale);
  const jurisdiction = sellerJurisdiction(invoice.currency, franceSettings, brazilSettings);
  // The invoice's own SIRET and VAT number win; a French seller's settings supply them otherwise.
  const france = jurisdiction === "france" ? franceSettings : null;
  const siret = invoice.siret ?? france?.siret ?? null;
  const vatNumber = invoice.vatNumber ?? france?.vatNumber ?? null;
  const dueDate = formatDocumentDate(invoice.dueDate, locale);
  return {
    invoice,
    precedingInvoice: preceding,
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
    paymentTerms: quote ? "" : paymentTerms(invoice, dueDate, labels),
    lines: invoice.items.map((item, index) => {
      const line = totals.lines[index];
      return {
        description: item.description,
        quantity: quantityOf(item, labels, locale),
        unitPrice: money(item.unitPrice),
        taxRate: formatTaxRate(item.taxRate, locale),
        amount: money(
          invoice.pricesIncludeTax ? (line?.amount ?? 0) - (line?.discount ?? 0) : (line?.net ?? 0),
        ),
        details: item.discount === null ? [] : [discountText(item.discount, labels, locale, money)],
      };
    }),
    taxRows: totals.taxBreakdown.map((group) => ({
      taxRate: formatTaxRate(group.taxRate, locale),
      basis: money(group.basis),
      taxAmount: money(group.taxAmount),
    })),
    creditedInvoice:
      preceding === null
        ? null
        : {
            label: labels.creditedInvoice,
            value: fillLabel(labels.creditedInvoiceValue, {
              number: preceding.number,
              date: formatDocumentDate(preceding.issueDate, locale),
            }),
          },
    service: service(invoice, labels, locale),
    invoiceDiscount:
      totals.allowanceTotal === 0
        ? null
        : { linesTotal: money(totals.lineTotal), discount: money(-totals.allowanceTotal) },
    subtotal: money(totals.subtotal),
    taxAmount: money(totals.taxAmount),
    total: money(totals.total),
    prepaid:
      (invoice.prepaidAmount ?? 0) === 0
        ? null
        : {
            amount: money(-(invoice.prepaidAmount ?? 0)),
            due: money(totals.total - (invoice.prepaidAmount ?? 0)),
          },
    legalMentions: legalMentions({
      jurisdiction,
      france: franceSettings,
      brazil: brazilSettings,
      profile: seller,
      vatNumber,
      taxAmount: totals.taxAmount,
      invoice,
      client,
      countryName: (code) => new Intl.DisplayNames(locale, { type: "region" }).of(code) ?? code,
      labels,
    }),
  };
};
