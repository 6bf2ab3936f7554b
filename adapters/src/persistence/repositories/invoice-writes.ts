import { type InvoiceHistoryEntry, type InvoiceItem, taxRateTenths } from "@invoicing/core";
import type { DatabaseEntityManager } from "../database.ts";
import { discountColumnValues } from "./discount-columns.ts";

const ITEM_COLUMNS = 17;

/** Inserts an invoice's lines in one statement, numbering their positions from 0. */
export const insertItems = async (
  tx: DatabaseEntityManager,
  invoiceId: string,
  items: ReadonlyArray<InvoiceItem>,
): Promise<void> => {
  if (items.length === 0) return;
  const row = `(${Array.from({ length: ITEM_COLUMNS }, () => "?").join(", ")})`;
  await tx.execute(
    `insert into invoice_items (id, invoice_id, position, description, quantity, unit_code,
       unit_price, discount_percent_hundredths, discount_amount, tax_rate_tenths, tax_amount, total,
       vat_category, vat_exemption_reason, catalogue_item_id, ncm, cfop)
     values ${items.map(() => row).join(", ")}`,
    items.flatMap((item, position) => [
      item.id,
      invoiceId,
      position,
      item.description,
      item.quantity,
      item.unitCode,
      item.unitPrice,
      ...discountColumnValues(item.discount),
      taxRateTenths(item.taxRate),
      item.taxAmount,
      item.total,
      item.vatCategory,
      item.vatExemptionReason,
      item.catalogueItemId ?? null,
      item.ncm ?? null,
      item.cfop ?? null,
    ]),
  );
};

/**
 * The time of a new history line of the invoice whose id is the second parameter: the time given
 * (first parameter), or just after the invoice's latest line when that is later. A change waits
 * for the invoice's row lock after its time was taken, so without this a change that committed
 * second could sort first; with it, history order is the order changes were made.
 */
export const historyLineAt = (invoiceId: string): string =>
  `greatest(?::timestamptz, (select max(h.at) + interval '1 microsecond'
     from invoice_history h where h.invoice_id = ${invoiceId}))`;

/**
 * Appends a line to an invoice's history, with how the message left for an `emailed` line, the
 * step, recipient and outcome of a notice's line, the fields an edit changed, and a submission's
 * platform and outcome.
 */
export const insertHistory = async (
  tx: DatabaseEntityManager,
  entry: InvoiceHistoryEntry,
): Promise<void> => {
  const { email, notice } = entry;
  await tx.execute(
    `insert into invoice_history (id, invoice_id, at, event, from_status, to_status,
       email_method, email_recipient, email_message_id, email_outbox,
       notice_step, notice_attempts, notice_failure, changes, submission_platform,
       submission_outcome)
     values (?, ?, ${historyLineAt("?")}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
    [
      entry.id,
      entry.invoiceId,
      entry.at,
      entry.invoiceId,
      entry.event,
      entry.from,
      entry.to,
      email?.method ?? null,
      email?.recipient ?? notice?.recipient ?? null,
      email?.messageId ?? notice?.messageId ?? null,
      email?.outbox ?? notice?.outbox ?? null,
      notice?.step ?? null,
      notice?.attempts ?? null,
      notice?.failure ?? null,
      entry.changes === undefined ? null : JSON.stringify(entry.changes),
      entry.submission?.platform ?? null,
      entry.submission?.outcome ?? null,
    ],
  );
};
