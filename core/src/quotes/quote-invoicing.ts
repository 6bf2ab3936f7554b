import type { IsoDate } from "../calendar/iso-date.ts";
import { formatDiscountPercent } from "../documents/document-formats.ts";
import { fillLabel } from "../documents/fill-label.ts";
import type { InvoiceLabels } from "../documents/invoice-labels.ts";
import { discountJson } from "../invoices/invoice-json.ts";
import type { CreateInvoiceRequest, InvoiceItemRequest } from "../invoices/invoice-request.ts";
import { invoiceTotals } from "../invoices/invoice-totals.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { divideRounded, toSafeNumber } from "../money/rounding.ts";
import { toScaledInteger } from "../money/scaled-integer.ts";
import type { Quote } from "./quote.ts";

/** An invoice made from a quote, as the quote's record of it keeps it (minor units). */
export interface QuoteInvoiceRecord {
  readonly invoiceId: string;
  readonly kind: "deposit" | "final";
  /** The deposit's share in hundredths of a percent (3000 = 30 %); null for the final invoice. */
  readonly depositHundredths: number | null;
  /** The invoice's total (BT-112) as it stands. */
  readonly total: number;
  /** Whether the invoice was cancelled since (by a full credit note, or as a draft). */
  readonly cancelled: boolean;
}

/** A percentage with at most two decimals in hundredths (30 → 3000, 12.5 → 1250). */
export const percentHundredths = (percent: number): number => {
  const hundredths = toScaledInteger(percent, 2);
  if (hundredths === undefined) throw new RangeError(`${percent} is not a deposit percentage`);
  return hundredths;
};

/** The deposits of a quote that count: every deposit invoice not cancelled. */
export const countedDeposits = (
  records: ReadonlyArray<QuoteInvoiceRecord>,
): ReadonlyArray<QuoteInvoiceRecord> =>
  records.filter((record) => record.kind === "deposit" && !record.cancelled);

/**
 * Whether a new deposit of `hundredths` still leaves something of the quote for its final
 * invoice: the deposits that count and it stay under 100 %.
 */
export const depositFits = (
  records: ReadonlyArray<QuoteInvoiceRecord>,
  hundredths: number,
): boolean =>
  countedDeposits(records).reduce((sum, record) => sum + (record.depositHundredths ?? 0), 0) +
    hundredths <
  10_000;

/**
 * What the final invoice of a quote deducts (BT-113, docs/QUOTES.md#invoicing): the totals, tax
 * included, of the quote's deposit invoices that count, in minor units.
 */
export const depositsInvoiced = (records: ReadonlyArray<QuoteInvoiceRecord>): number =>
  countedDeposits(records).reduce((sum, record) => sum + record.total, 0);

const invoiceHeader = (quote: Quote, today: IsoDate) => ({
  clientId: quote.clientId,
  issueDate: today,
  dueDate: today,
  currency: quote.currency,
  status: "draft" as const,
});

/**
 * A deposit invoice of `percent` of a quote ("facture d'acompte", docs/QUOTES.md#invoicing), as
 * an invoice request: one line per VAT rate of the quote, quantity 1 at `percent` of that rate's
 * basis (BT-116) rounded to the minor unit, at that rate and category, described by `labels`'
 * `depositLine`. Its tax is then the rate's share of the deposit, as French VAT on a deposit
 * requires; its prices exclude tax.
 */
export const depositInvoiceRequest = (
  quote: Quote,
  percent: number,
  today: IsoDate,
  labels: Pick<InvoiceLabels, "depositLine">,
  locale: string,
): CreateInvoiceRequest => {
  const hundredths = BigInt(percentHundredths(percent));
  const totals = invoiceTotals(quote.items, quote.currency, quote);
  const description = fillLabel(labels.depositLine, {
    percent: formatDiscountPercent(percent, locale),
    number: quote.quoteNumber ?? "",
  });
  const items = totals.taxBreakdown.flatMap((group): ReadonlyArray<InvoiceItemRequest> => {
    const net = toSafeNumber(divideRounded(BigInt(group.basis) * hundredths, 10_000n));
    if (net <= 0) return [];
    const reason = quote.items.find(
      (item) => item.taxRate === group.taxRate && item.vatExemptionReason !== null,
    )?.vatExemptionReason;
    return [
      {
        description,
        quantity: 1,
        unitPrice: fromMinorUnits(net, quote.currency),
        taxRate: group.taxRate,
        vatCategory: group.vatCategory,
        vatExemptionReason: group.vatCategory === null ? null : (reason ?? null),
      },
    ];
  });
  return {
    ...invoiceHeader(quote, today),
    notes: description,
    pricesIncludeTax: false,
    items,
  };
};

/**
 * The final invoice of a quote (docs/QUOTES.md#invoicing), as an invoice request: the quote's
 * lines, prices and discounts whole, with its notes. What its deposits invoiced is deducted
 * apart, as its prepaid amount (`depositsInvoiced`).
 */
export const finalInvoiceRequest = (quote: Quote, today: IsoDate): CreateInvoiceRequest => {
  const major = (minor: number) => fromMinorUnits(minor, quote.currency);
  return {
    ...invoiceHeader(quote, today),
    notes: quote.notes,
    pricesIncludeTax: quote.pricesIncludeTax,
    discount: discountJson(quote.discount, quote.currency),
    items: quote.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitCode: item.unitCode,
      unitPrice: major(item.unitPrice),
      discount: discountJson(item.discount, quote.currency),
      taxRate: item.taxRate,
      vatCategory: item.vatCategory,
      vatExemptionReason: item.vatExemptionReason,
      catalogueItemId: item.catalogueItemId ?? null,
    })),
  };
};
