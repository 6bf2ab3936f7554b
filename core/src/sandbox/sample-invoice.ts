import type { Instant } from "../calendar/instant.ts";
import { defaultInvoiceDates } from "../calendar/invoice-dates.ts";
import { todayIn } from "../calendar/today-in.ts";
import type { Client } from "../clients/client.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { formatInvoiceNumber } from "../invoices/invoice-number.ts";
import { invoiceTotals } from "../invoices/invoice-totals.ts";
import { DEFAULT_UNIT_CODE } from "../invoices/unit-code.ts";
import type { Currency } from "../money/currency.ts";
import type { User } from "../users/user.ts";

/** A line of a sample invoice, amounts in minor units. */
export interface SampleLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly taxRate: number;
}

/**
 * The invoice a sandbox test run submits: the user's first number (the sandbox keeps no
 * numbering), issued today in the user's time zone and due in 30 days, sent, to the sample
 * client. It is never stored.
 */
export const sampleInvoice = (input: {
  readonly seller: User;
  readonly client: Client;
  readonly currency: Currency;
  readonly lines: ReadonlyArray<SampleLine>;
  readonly now: Instant;
}): Invoice => {
  const { seller, client, currency, lines, now } = input;
  const totals = invoiceTotals(lines, currency);
  return {
    id: `sandbox-${seller.id}`,
    userId: seller.id,
    invoiceNumber: formatInvoiceNumber(1),
    clientId: client.id,
    ...defaultInvoiceDates(todayIn(seller.timeZone, new Date(now))),
    notes: "",
    status: "sent",
    siret: null,
    vatNumber: null,
    currency,
    pricesIncludeTax: false,
    discount: null,
    serviceDate: null,
    servicePeriod: null,
    operationCategory: null,
    deliveryAddress: null,
    subtotal: totals.subtotal,
    taxAmount: totals.taxAmount,
    total: totals.total,
    items: lines.map((line, index) => ({
      id: `sandbox-item-${index + 1}`,
      ...line,
      unitCode: DEFAULT_UNIT_CODE,
      discount: null,
      vatCategory: null,
      vatExemptionReason: null,
      taxAmount: totals.lines[index]?.taxAmount ?? 0,
      total: totals.lines[index]?.total ?? 0,
    })),
    sentAt: now,
    paidAt: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
};
