import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { OperationNature } from "../france/factur-x/operation-nature.ts";
import { Currency } from "../money/currency.ts";
import { JsonAmount } from "../money/json-amount.ts";
import { fromMinorUnits } from "../money/minor-units.ts";
import { VatCategory } from "../vat/vat-category.ts";
import { DeliveryAddress } from "./delivery-address.ts";
import { type Discount, DiscountRequest } from "./discount.ts";
import type { Invoice } from "./invoice.ts";
import { InvoiceNotes, InvoiceSiret, InvoiceVatNumber } from "./invoice-fields.ts";
import { InvoiceNumber } from "./invoice-number.ts";
import { InvoiceStatus } from "./invoice-status.ts";
import { ServicePeriod } from "./service-period.ts";
import { TaxRate } from "./tax-rate.ts";
import { UnitCode } from "./unit-code.ts";

/** An invoice line as the API returns it, amounts in major units. */
export const InvoiceItemJson = Schema.Struct({
  id: Schema.String,
  description: Schema.String,
  quantity: Schema.Number,
  unitCode: UnitCode,
  unitPrice: JsonAmount,
  discount: Schema.NullOr(DiscountRequest),
  taxRate: TaxRate,
  vatCategory: Schema.NullOr(VatCategory),
  vatExemptionReason: Schema.NullOr(Schema.String),
  taxAmount: JsonAmount,
  total: JsonAmount,
  catalogueItemId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  ncm: Schema.optionalKey(Schema.NullOr(Schema.String)),
  cfop: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type InvoiceItemJson = typeof InvoiceItemJson.Type;

/** The client an invoice names, as the list and detail show it. */
export const InvoiceClientSummary = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  company: Schema.NullOr(Schema.String),
});
export type InvoiceClientSummary = typeof InvoiceClientSummary.Type;

/**
 * An invoice's own fields as the detail answers them, without its lines, notes and addresses
 * (`InvoiceJson` adds those). The list answers fewer (`InvoiceListRow`).
 */
export const InvoiceHeaderJson = Schema.Struct({
  id: Schema.String,
  invoiceNumber: Schema.NullOr(InvoiceNumber),
  clientId: Schema.String,
  client: InvoiceClientSummary,
  issueDate: IsoDate,
  dueDate: IsoDate,
  status: InvoiceStatus,
  siret: InvoiceSiret,
  vatNumber: InvoiceVatNumber,
  currency: Currency,
  pricesIncludeTax: Schema.Boolean,
  discount: Schema.NullOr(DiscountRequest),
  serviceDate: Schema.NullOr(IsoDate),
  servicePeriod: Schema.NullOr(ServicePeriod),
  subtotal: JsonAmount,
  taxAmount: JsonAmount,
  total: JsonAmount,
  sentAt: Schema.NullOr(Instant),
  paidAt: Schema.NullOr(Instant),
  cancelledAt: Schema.NullOr(Instant),
  createdAt: Instant,
  updatedAt: Instant,
});
export type InvoiceHeaderJson = typeof InvoiceHeaderJson.Type;

/**
 * An invoice as the API returns it (its fields with currency, status timestamps and updatedAt;
 * docs/PRODUCT-RULES.md#api): amounts in major units with the currency's decimals
 * (docs/PRODUCT-RULES.md#api), `invoiceNumber` null for a draft; a client named on invoices cannot
 * be deleted, so `client` is always there.
 */
export const InvoiceJson = Schema.Struct({
  ...InvoiceHeaderJson.fields,
  notes: InvoiceNotes,
  operationCategory: Schema.NullOr(OperationNature),
  deliveryAddress: Schema.NullOr(DeliveryAddress),
  /** BT-113: what a quote's deposit invoices already invoiced of this final invoice. */
  prepaidAmount: Schema.optionalKey(JsonAmount),
  items: Schema.Array(InvoiceItemJson),
});
export type InvoiceJson = typeof InvoiceJson.Type;

/** A stored discount as the API returns it: an amount in major units, a percentage as it is. */
export const discountJson = (value: Discount | null, currency: Currency): DiscountRequest | null =>
  value?.type === "amount"
    ? { type: "amount", value: fromMinorUnits(value.value, currency) }
    : value;

/** Presents a stored invoice's own fields: major-unit amounts, no owner, no lines. */
const invoiceToHeaderJson = (invoice: Invoice, client: InvoiceClientSummary): InvoiceHeaderJson => {
  const major = (minor: number) => fromMinorUnits(minor, invoice.currency);
  const {
    userId: _owner,
    notes: _notes,
    operationCategory: _category,
    deliveryAddress: _delivery,
    prepaidAmount: _prepaid,
    items: _items,
    ...header
  } = invoice;
  return {
    ...header,
    client,
    discount: discountJson(invoice.discount, invoice.currency),
    subtotal: major(invoice.subtotal),
    taxAmount: major(invoice.taxAmount),
    total: major(invoice.total),
  };
};

/** Presents a stored invoice for the API: its own fields with its notes and its lines. */
export const invoiceToJson = (invoice: Invoice, client: InvoiceClientSummary): InvoiceJson => {
  const major = (minor: number) => fromMinorUnits(minor, invoice.currency);
  return {
    ...invoiceToHeaderJson(invoice, client),
    notes: invoice.notes,
    operationCategory: invoice.operationCategory,
    deliveryAddress: invoice.deliveryAddress,
    ...(invoice.prepaidAmount === undefined ? {} : { prepaidAmount: major(invoice.prepaidAmount) }),
    items: invoice.items.map((item) => ({
      ...item,
      unitPrice: major(item.unitPrice),
      discount: discountJson(item.discount, invoice.currency),
      taxAmount: major(item.taxAmount),
      total: major(item.total),
    })),
  };
};
