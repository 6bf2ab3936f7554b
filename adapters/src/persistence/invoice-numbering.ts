import type { DatabaseEntityManager } from "./database.ts";

/**
 * Takes the next invoice number of a user (1, 2, 3, …) inside the caller's transaction, which
 * must be the one that issues the invoice: the counter row stays locked until it commits, and a
 * rollback hands the number back, so numbers have neither gaps nor duplicates.
 */
export const takeNextInvoiceNumber = async (
  em: DatabaseEntityManager,
  userId: string,
): Promise<number> => {
  if (!em.isInTransaction()) {
    throw new Error("takeNextInvoiceNumber must run in the transaction that issues the invoice");
  }
  // One statement creates the row on a user's first invoice and otherwise increments it under
  // the row lock, so racing first invoices cannot both insert.
  const rows = await em.execute<{ last_number: number }[]>(
    `insert into invoice_number_counters (user_id, last_number) values (?, 1)
     on conflict (user_id) do update set last_number = invoice_number_counters.last_number + 1
     returning last_number`,
    [userId],
  );
  const row = rows[0];
  if (row === undefined) {
    throw new Error("the invoice number counter returned no row");
  }
  return row.last_number;
};
