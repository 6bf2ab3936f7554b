import { type InvoiceOccurrence, OccurrenceAlreadyIssued } from "@invoicing/core";
import type { DatabaseEntityManager } from "../database.ts";

/**
 * Inside the transaction that creates an occurrence's invoice, before anything is written: locks
 * the recurring invoice (a concurrent issue of the same occurrence waits until this transaction
 * ends, then finds its invoice) and answers OccurrenceAlreadyIssued when the occurrence has its
 * invoice already.
 */
export const occurrenceInvoice = async (
  tx: DatabaseEntityManager,
  occurrence: InvoiceOccurrence,
): Promise<OccurrenceAlreadyIssued | undefined> => {
  await tx.execute(`select 1 from recurring_invoices where id = ? for update`, [
    occurrence.scheduleId,
  ]);
  const rows = await tx.execute<{ invoiceId: string }[]>(
    `select invoice_id as "invoiceId" from recurring_occurrences
     where recurring_invoice_id = ? and occurrence_index = ?`,
    [occurrence.scheduleId, occurrence.index],
  );
  const row = rows[0];
  return row === undefined
    ? undefined
    : new OccurrenceAlreadyIssued({
        scheduleId: occurrence.scheduleId,
        index: occurrence.index,
        invoiceId: row.invoiceId,
      });
};

/** Records that `invoiceId` is the occurrence's invoice, in the transaction that created it. */
export const recordOccurrence = async (
  tx: DatabaseEntityManager,
  occurrence: InvoiceOccurrence,
  invoiceId: string,
  at: string,
): Promise<void> => {
  await tx.execute(
    `insert into recurring_occurrences (recurring_invoice_id, occurrence_index, occurrence_date,
       invoice_id, created_at)
     values (?, ?, ?, ?, ?)`,
    [occurrence.scheduleId, occurrence.index, occurrence.date, invoiceId, at],
  );
};
