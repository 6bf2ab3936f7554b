import { type InvoiceHistoryEntry, type InvoiceItem, taxRateTenths } from "@invoicing/core";
import type { DatabaseEntityManager } from "../database.ts";

const ITEM_COLUMNS = 9;

/** Inserts an invoice's lines in one statement, numbering their positions from 0. */
export const insertItems = async (
  tx: DatabaseEntityManager,
  invoiceId: string,
  items: ReadonlyArray<InvoiceItem>,
): Promise<void> => {
  if (items.length === 0) return;
  const row = `(${Array.from({ length: ITEM_COLUMNS }, () => "?").join(", ")})`;
  await tx.execute(
    `insert into invoice_items (id, invoice_id, position, description, quantity, unit_price,
       tax_rate_tenths, tax_amount, total)
     values ${items.map(() => row).join(", ")}`,
    items.flatMap((item, position) => [
      item.id,
      invoiceId,
      position,
      item.description,
      item.quantity,
      item.unitPrice,
      taxRateTenths(item.taxRate),
      item.taxAmount,
      item.total,
    ]),
  );
};

/** Appends a line to an invoice's history, with how the message left for an `emailed` line. */
export const insertHistory = async (
  tx: DatabaseEntityManager,
  entry: InvoiceHistoryEntry,
): Promise<void> => {
  const email = entry.email;
  await tx.execute(
    `insert into invoice_history (id, invoice_id, at, event, from_status, to_status,
       email_method, email_recipient, email_message_id, email_outbox)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      entry.id,
      entry.invoiceId,
      entry.at,
      entry.event,
      entry.from,
      entry.to,
      email?.method ?? null,
      email?.recipient ?? null,
      email?.messageId ?? null,
      email?.outbox ?? null,
    ],
  );
};
