import {
  type CreditNote,
  type CreditNoteSummary,
  type CreditNoteWithClient,
  type Currency,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  type Instant,
  type IsoDate,
  type UnitCode,
  type VatCategory,
} from "@invoicing/core";
import { type DiscountColumns, discountOfColumns } from "./discount-columns.ts";
import { instantSql, invoiceClientSql, isoDateSql } from "./sql-fragments.ts";

/** A row of `creditNoteSummaryColumns`; bigints come back as numbers from PGlite, strings from pg. */
export interface CreditNoteSummaryRow {
  readonly id: string;
  readonly number: number;
  readonly numberPrefix: string;
  readonly invoiceId: string;
  readonly invoiceNumber: number;
  readonly issueDate: IsoDate;
  readonly clientName: string;
  readonly currency: Currency;
  readonly total: number | string;
}

/** A row of `creditNoteColumns`: the whole credit note and its invoice's client. */
export interface CreditNoteRow extends CreditNoteSummaryRow {
  readonly userId: string;
  readonly invoiceIssueDate: IsoDate;
  readonly reason: string;
  readonly subtotal: number | string;
  readonly taxAmount: number | string;
  readonly createdAt: Instant;
  readonly clientId: string;
  readonly clientEmail: string;
  readonly clientCompany: string | null;
  readonly items: ReadonlyArray<
    DiscountColumns & {
      readonly id: string;
      readonly invoiceItemId: string;
      readonly description: string;
      readonly quantity: number | string;
      readonly unitCode: UnitCode;
      readonly unitPrice: number;
      readonly taxRateTenths: number;
      readonly vatCategory: VatCategory | null;
      readonly vatExemptionReason: string | null;
      readonly taxAmount: number;
      readonly total: number;
    }
  >;
}

/** What lists show of `credit_notes cn join invoices i join clients c`. */
export const creditNoteSummaryColumns = `cn.id, cn.number, cn.number_prefix as "numberPrefix",
  cn.invoice_id as "invoiceId",
  i.number as "invoiceNumber", ${isoDateSql("cn.issue_date")} as "issueDate",
  ${invoiceClientSql("name")} as "clientName", cn.currency, cn.total`;

/** The whole credit note, its lines gathered as JSON, and its invoice's client. */
export const creditNoteColumns = `${creditNoteSummaryColumns}, cn.user_id as "userId",
  ${isoDateSql("i.issue_date")} as "invoiceIssueDate", cn.reason, cn.subtotal,
  cn.tax_amount as "taxAmount", ${instantSql("cn.created_at")} as "createdAt",
  c.id as "clientId", ${invoiceClientSql("email")} as "clientEmail",
  ${invoiceClientSql("company")} as "clientCompany",
  (select coalesce(json_agg(json_build_object(
      'id', it.id, 'invoiceItemId', it.invoice_item_id, 'description', it.description,
      'quantity', it.quantity, 'unitCode', it.unit_code, 'unitPrice', it.unit_price,
      'discountPercentHundredths', it.discount_percent_hundredths,
      'discountAmount', it.discount_amount, 'taxRateTenths', it.tax_rate_tenths,
      'taxAmount', it.tax_amount, 'total', it.total, 'vatCategory', it.vat_category,
      'vatExemptionReason', it.vat_exemption_reason
    ) order by it.position), '[]'::json)
   from credit_note_items it where it.credit_note_id = cn.id) as items`;

/** The summary of a row. */
export const toCreditNoteSummary = (row: CreditNoteSummaryRow): CreditNoteSummary => ({
  id: row.id,
  creditNoteNumber: formatCreditNoteNumber(row.number, row.numberPrefix),
  invoiceId: row.invoiceId,
  invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
  issueDate: row.issueDate,
  clientName: row.clientName,
  currency: row.currency,
  total: Number(row.total),
});

/** The whole credit note of a row, with its invoice's client. */
export const toCreditNote = (row: CreditNoteRow): CreditNoteWithClient => {
  const creditNote: CreditNote = {
    id: row.id,
    userId: row.userId,
    creditNoteNumber: formatCreditNoteNumber(row.number, row.numberPrefix),
    invoiceId: row.invoiceId,
    invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
    invoiceIssueDate: row.invoiceIssueDate,
    issueDate: row.issueDate,
    reason: row.reason,
    currency: row.currency,
    subtotal: Number(row.subtotal),
    taxAmount: Number(row.taxAmount),
    total: Number(row.total),
    items: row.items.map((item) => ({
      id: item.id,
      invoiceItemId: item.invoiceItemId,
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
    })),
    createdAt: row.createdAt,
  };
  return {
    creditNote,
    client: {
      id: row.clientId,
      name: row.clientName,
      email: row.clientEmail,
      company: row.clientCompany,
    },
  };
};
