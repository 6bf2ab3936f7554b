import {
  type Currency,
  type DeliveryAddress,
  formatInvoiceNumber,
  type Instant,
  type Invoice,
  type InvoiceClientSummary,
  type InvoiceHeader,
  type InvoiceStatus,
  type IsoDate,
  type OperationNature,
  type UnitCode,
  type VatCategory,
} from "@invoicing/core";
import { type DiscountColumns, discountOfColumns } from "./discount-columns.ts";
import { instantSql, invoiceClientSql, isoDateSql } from "./sql-fragments.ts";

/** An invoice line as the items column's JSON holds it. */
interface ItemJson extends DiscountColumns {
  readonly id: string;
  readonly description: string;
  readonly quantity: number;
  readonly unitCode: UnitCode;
  readonly unitPrice: number;
  readonly taxRateTenths: number;
  readonly vatCategory: VatCategory | null;
  readonly vatExemptionReason: string | null;
  readonly taxAmount: number;
  readonly total: number;
  readonly catalogueItemId: string | null;
  readonly ncm: string | null;
  readonly cfop: string | null;
}

/** A row of `invoiceHeaderColumns`; bigints come back as numbers from PGlite, strings from pg. */
export interface InvoiceHeaderRow extends DiscountColumns {
  readonly id: string;
  readonly userId: string;
  readonly number: number | null;
  readonly clientId: string;
  readonly issueDate: IsoDate;
  readonly dueDate: IsoDate;
  readonly notes: string;
  readonly status: InvoiceStatus;
  readonly siret: Invoice["siret"];
  readonly vatNumber: Invoice["vatNumber"];
  readonly currency: Currency;
  readonly pricesIncludeTax: boolean;
  readonly serviceDate: IsoDate | null;
  readonly serviceStart: IsoDate | null;
  readonly serviceEnd: IsoDate | null;
  readonly operationCategory: OperationNature | null;
  readonly deliveryAddress: DeliveryAddress | null;
  readonly subtotal: number | string;
  readonly taxAmount: number | string;
  readonly total: number | string;
  readonly prepaidAmount: number | string;
  readonly sentAt: Instant | null;
  readonly paidAt: Instant | null;
  readonly cancelledAt: Instant | null;
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientCompany: string | null;
}

/** A row of `invoiceHeaderColumns` and `invoiceItemsColumn`. */
export interface InvoiceRow extends InvoiceHeaderRow {
  readonly items: ReadonlyArray<ItemJson>;
}

/**
 * An invoice's own columns and its client's summary (as numbered, for an issued invoice), from
 * `invoices i join clients c`.
 */
export const invoiceHeaderColumns = `i.id, i.user_id as "userId", i.number,
  i.client_id as "clientId", ${isoDateSql("i.issue_date")} as "issueDate",
  ${isoDateSql("i.due_date")} as "dueDate", i.notes, i.status, i.siret,
  i.vat_number as "vatNumber", i.currency, i.prices_include_tax as "pricesIncludeTax",
  i.discount_percent_hundredths as "discountPercentHundredths",
  i.discount_amount as "discountAmount", ${isoDateSql("i.service_date")} as "serviceDate",
  ${isoDateSql("i.service_start")} as "serviceStart",
  ${isoDateSql("i.service_end")} as "serviceEnd",
  i.operation_category as "operationCategory", i.delivery_address as "deliveryAddress", i.subtotal, i.tax_amount as "taxAmount", i.total,
  i.prepaid_amount as "prepaidAmount", ${instantSql("i.sent_at")} as "sentAt", ${instantSql("i.paid_at")} as "paidAt",
  ${instantSql("i.cancelled_at")} as "cancelledAt", ${instantSql("i.created_at")} as "createdAt",
  ${instantSql("i.updated_at")} as "updatedAt", ${invoiceClientSql("name")} as "clientName",
  ${invoiceClientSql("email")} as "clientEmail", ${invoiceClientSql("company")} as "clientCompany"`;

/** The invoice's lines in order, as one JSON array, so one query reads an invoice whole. */
export const invoiceItemsColumn = `(
  select coalesce(json_agg(json_build_object(
      'id', it.id, 'description', it.description, 'quantity', it.quantity,
      'unitCode', it.unit_code, 'unitPrice', it.unit_price,
      'discountPercentHundredths', it.discount_percent_hundredths,
      'discountAmount', it.discount_amount, 'taxRateTenths', it.tax_rate_tenths,
      'taxAmount', it.tax_amount, 'total', it.total, 'vatCategory', it.vat_category,
      'vatExemptionReason', it.vat_exemption_reason,
      'catalogueItemId', it.catalogue_item_id, 'ncm', it.ncm, 'cfop', it.cfop
    ) order by it.position), '[]'::json)
  from invoice_items it where it.invoice_id = i.id
) as items`;

/** The stored sequence as the core's invoice number (INV-001), or null for a draft. */
export const invoiceNumberOf = (sequence: number | null) =>
  sequence === null ? null : formatInvoiceNumber(sequence);

/** The invoice without its lines. */
export const toInvoiceHeader = (row: InvoiceHeaderRow): InvoiceHeader => ({
  id: row.id,
  userId: row.userId,
  invoiceNumber: invoiceNumberOf(row.number),
  clientId: row.clientId,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  notes: row.notes,
  status: row.status,
  siret: row.siret,
  vatNumber: row.vatNumber,
  currency: row.currency,
  pricesIncludeTax: row.pricesIncludeTax,
  discount: discountOfColumns(row),
  serviceDate: row.serviceDate,
  servicePeriod:
    row.serviceStart === null || row.serviceEnd === null
      ? null
      : { start: row.serviceStart, end: row.serviceEnd },
  operationCategory: row.operationCategory,
  deliveryAddress: row.deliveryAddress,
  subtotal: Number(row.subtotal),
  taxAmount: Number(row.taxAmount),
  total: Number(row.total),
  // Only a quote's final invoice deducts deposits (BT-113); other invoices carry no such field.
  ...(Number(row.prepaidAmount) === 0 ? {} : { prepaidAmount: Number(row.prepaidAmount) }),
  sentAt: row.sentAt,
  paidAt: row.paidAt,
  cancelledAt: row.cancelledAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The summary of the client the row's invoice names. */
export const toClientSummary = (row: InvoiceHeaderRow): InvoiceClientSummary => ({
  id: row.clientId,
  name: row.clientName,
  email: row.clientEmail,
  company: row.clientCompany,
});

/**
 * The whole invoice; a tax rate of n tenths is n / 10, the very number the core stored, and a
 * quantity comes through JSON as the shortest number of its four-place numeric.
 */
export const toInvoice = (row: InvoiceRow): Invoice => ({
  ...toInvoiceHeader(row),
  items: row.items.map((item) => ({
    id: item.id,
    description: item.description,
    quantity: Number(item.quantity),
    unitCode: item.unitCode,
    unitPrice: item.unitPrice,
    discount: discountOfColumns(item),
    taxRate: item.taxRateTenths / 10,
    vatCategory: item.vatCategory,
    vatExemptionReason: item.vatExemptionReason,
    taxAmount: item.taxAmount,
    total: item.total,
    catalogueItemId: item.catalogueItemId,
    ncm: item.ncm,
    cfop: item.cfop,
  })),
});
