import { Schema } from "effect";
import { balanceDue, payableTotal } from "../invoice-payments/balance-due.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceClientSummary } from "../invoices/invoice-json.ts";
import { csvText, spreadsheetText } from "./csv-text.ts";
import { decimalAmount } from "./decimal-amount.ts";

/** The most invoices one CSV export holds; a larger selection must be narrowed by the filters. */
export const EXPORT_MAX_ROWS = 20_000;

/** The filters select more than EXPORT_MAX_ROWS invoices: the user narrows them first. */
export class InvoiceExportTooLarge extends Schema.TaggedError<InvoiceExportTooLarge>()(
  "InvoiceExportTooLarge",
  { limit: Schema.Int },
) {
  readonly key: string = "invoices.errors.exporttoolarge";
}

/** The export's columns, named in English so that scripts can rely on them in every language. */
export const INVOICE_CSV_COLUMNS = [
  "Invoice number",
  "Status",
  "Client",
  "Client email",
  "Client company",
  "Issue date",
  "Due date",
  "Currency",
  "Subtotal",
  "Tax",
  "Total",
  "Credited",
  "Net total",
  "Paid",
  "Balance due",
  "Sent at",
  "Paid at",
  "Cancelled at",
  "Created at",
] as const;

/**
 * The CSV of an invoice selection (docs/PRODUCT-RULES.md#api): one line per invoice, amounts in
 * major units with the currency's decimals and a dot, dates `YYYY-MM-DD`, instants ISO 8601 UTC, a
 * draft's number empty; what the invoice's credit notes credit, and its total net of them
 * (docs/PRODUCT-RULES.md#credit-notes), what its payments paid and the balance due
 * (docs/PRODUCT-RULES.md#invoice-payments).
 */
export const invoicesCsv = (
  rows: ReadonlyArray<{
    readonly invoice: Omit<Invoice, "items">;
    readonly client: InvoiceClientSummary;
    readonly credited: number;
    readonly paid: number;
  }>,
): string =>
  csvText([
    INVOICE_CSV_COLUMNS,
    ...rows.map(({ invoice, client, credited, paid }) => [
      invoice.invoiceNumber ?? "",
      invoice.status,
      spreadsheetText(client.name),
      spreadsheetText(client.email),
      spreadsheetText(client.company ?? ""),
      invoice.issueDate,
      invoice.dueDate,
      invoice.currency,
      decimalAmount(invoice.subtotal, invoice.currency),
      decimalAmount(invoice.taxAmount, invoice.currency),
      decimalAmount(invoice.total, invoice.currency),
      decimalAmount(credited, invoice.currency),
      decimalAmount(invoice.total - credited, invoice.currency),
      decimalAmount(paid, invoice.currency),
      decimalAmount(balanceDue(payableTotal(invoice), { credited, paid }), invoice.currency),
      invoice.sentAt ?? "",
      invoice.paidAt ?? "",
      invoice.cancelledAt ?? "",
      invoice.createdAt,
    ]),
  ]);
