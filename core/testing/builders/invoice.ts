import { Schema } from "effect";
import { Discount } from "../../src/invoices/discount.ts";
import { Invoice } from "../../src/invoices/invoice.ts";
import { InvoiceItem } from "../../src/invoices/invoice-item.ts";
import type { CreateInvoiceRequest } from "../../src/invoices/invoice-request.ts";
import {
  invoiceTotals,
  type LineTotals,
  type TotalsItem,
} from "../../src/invoices/invoice-totals.ts";
import type { UnitCode } from "../../src/invoices/unit-code.ts";
import { Currency } from "../../src/money/currency.ts";

/** A line as a test writes it: quantity, unit price in minor units, rate in %, and optional parts. */
export interface ItemSpec extends TotalsItem {
  readonly id?: string;
  readonly description?: string;
  readonly unitCode?: UnitCode;
  readonly vatExemptionReason?: string | null;
  /** A line picked from the catalogue: its entry and the NCM and CFOP it kept. */
  readonly catalogueItemId?: string | null;
  readonly ncm?: string | null;
  readonly cfop?: string | null;
}

/** Fields of a test invoice: its lines as specs (their figures are computed) and any other field. */
export type InvoiceOverrides = Omit<Partial<typeof Invoice.Encoded>, "items"> & {
  readonly items?: ReadonlyArray<ItemSpec>;
};

const STAMP = "2026-11-20T10:00:00.000Z";

const itemOf = (spec: ItemSpec, index: number, line: LineTotals | undefined) => ({
  id: `item-${index + 1}`,
  description: `Item ${index + 1}`,
  unitCode: "C62",
  discount: null,
  vatCategory: null,
  vatExemptionReason: null,
  catalogueItemId: null,
  ncm: null,
  cfop: null,
  ...spec,
  taxAmount: line?.taxAmount ?? 0,
  total: line?.total ?? 0,
});

/** A line of 3 × 19.99 EUR at 20 % ("Design") with the figures the core computes; `overrides` win. */
export const anInvoiceItem = (overrides: Partial<typeof InvoiceItem.Encoded> = {}): InvoiceItem => {
  const spec = { description: "Design", quantity: 3, unitPrice: 1999, taxRate: 20, ...overrides };
  const line = invoiceTotals([spec], "EUR").lines[0];
  return Schema.decodeUnknownSync(InvoiceItem)({ ...itemOf(spec, 0, line), ...overrides });
};

/**
 * A sent invoice INV-001 of 2026-11-20 from user-1 to client-1, by default one item of 100.00 EUR
 * at 20 %; its figures are those the core computes for its items, currency, `pricesIncludeTax` and
 * `discount`, unless `overrides` give them too.
 */
export const anInvoice = (overrides: InvoiceOverrides = {}): Invoice => {
  const { items = [{ quantity: 1, unitPrice: 10000, taxRate: 20 }], ...fields } = overrides;
  const currency = Schema.decodeUnknownSync(Currency)(fields.currency ?? "EUR");
  const pricesIncludeTax = fields.pricesIncludeTax === true;
  const discount = Schema.decodeUnknownSync(Schema.NullOr(Discount))(fields.discount ?? null);
  const totals = invoiceTotals(items, currency, { pricesIncludeTax, discount });
  return Schema.decodeUnknownSync(Invoice)({
    id: "invoice-1",
    userId: "user-1",
    invoiceNumber: "INV-001",
    clientId: "client-1",
    issueDate: "2026-11-20",
    dueDate: "2026-12-20",
    notes: "",
    status: "sent",
    siret: null,
    vatNumber: null,
    currency,
    pricesIncludeTax,
    discount,
    serviceDate: null,
    servicePeriod: null,
    operationCategory: null,
    deliveryAddress: null,
    subtotal: totals.subtotal,
    taxAmount: totals.taxAmount,
    total: totals.total,
    items: items.map((item, index) => itemOf(item, index, totals.lines[index])),
    sentAt: STAMP,
    paidAt: null,
    cancelledAt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  });
};

/** A draft of `overrides`: no number, never sent. */
export const aDraftInvoice = (overrides: InvoiceOverrides = {}): Invoice =>
  anInvoice({ invoiceNumber: null, status: "draft", sentAt: null, ...overrides });

/** A decoded invoice body: 3 × 19.99 at 20 % and 1 × 100.00 at 0 %, no totals sent. */
export const anInvoiceRequest = (
  clientId: string,
  overrides: Partial<CreateInvoiceRequest> = {},
): CreateInvoiceRequest => ({
  clientId,
  issueDate: "2026-03-31",
  dueDate: "2026-04-30",
  items: [
    { description: "Design", quantity: 3, unitPrice: 19.99, taxRate: 20 },
    { description: "Hosting", quantity: 1, unitPrice: 100, taxRate: 0 },
  ],
  ...overrides,
});
