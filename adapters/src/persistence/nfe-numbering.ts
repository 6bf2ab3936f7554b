import type { Instant, NfeNumberRequest, NfeSeries } from "@invoicing/core";
import type { DatabaseEntityManager } from "./database.ts";

/**
 * Gives an invoice its NF-e number (nNF) in the série of its issuer and environment, inside the
 * caller's transaction: the counter row stays locked until it commits and a rollback hands the
 * number back, so the série has neither gaps nor duplicates (as `takeNextInvoiceNumber`). An
 * invoice that holds a number of this issuer and série keeps it: sending it again, after a
 * rejection, reuses its number; one whose issuer or série changed takes a number in the new one
 * and leaves the old, which then needs voiding (inutilização) unless it was authorised.
 */
export const takeNfeNumber = async (
  em: DatabaseEntityManager,
  userId: string,
  request: NfeNumberRequest,
  at: Instant,
): Promise<number> => {
  if (!em.isInTransaction()) {
    throw new Error("takeNfeNumber must run in the transaction that keeps the number");
  }
  const key = [userId, request.environment, request.issuer, request.serie];
  // One statement creates the counter on the série's first NF-e and otherwise locks it.
  const rows = await em.execute<Array<{ readonly lastNumber: number }>>(
    `insert into nfe_number_counters (user_id, environment, issuer, serie, last_number)
     values (?, ?, ?, ?, 0)
     on conflict (user_id, environment, issuer, serie)
       do update set last_number = nfe_number_counters.last_number
     returning last_number as "lastNumber"`,
    key,
  );
  const counter = rows[0];
  if (counter === undefined) throw new Error("the NF-e number counter returned no row");
  const held = await em.execute<Array<{ readonly nNF: number }>>(
    `select n_nf as "nNF" from nfe_numbers
     where user_id = ? and environment = ? and issuer = ? and serie = ? and invoice_id = ?`,
    [...key, request.invoiceId],
  );
  const kept = held[0];
  if (kept !== undefined) return kept.nNF;
  const next = counter.lastNumber + 1;
  await em.execute(
    `insert into nfe_numbers (user_id, environment, issuer, serie, n_nf, invoice_id, assigned_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
    [...key, next, request.invoiceId, at],
  );
  await em.execute(
    `update nfe_number_counters set last_number = ?
     where user_id = ? and environment = ? and issuer = ? and serie = ?`,
    [next, ...key],
  );
  return next;
};

/**
 * After a range was voided (inutilização homologated), moves the counter past its end so no
 * invoice takes a voided number; a counter already past it stays.
 */
export const skipVoidedNfeNumbers = async (
  em: DatabaseEntityManager,
  userId: string,
  series: NfeSeries,
  to: number,
): Promise<void> => {
  await em.execute(
    `insert into nfe_number_counters (user_id, environment, issuer, serie, last_number)
     values (?, ?, ?, ?, ?)
     on conflict (user_id, environment, issuer, serie)
       do update set last_number = greatest(nfe_number_counters.last_number, excluded.last_number)`,
    [userId, series.environment, series.issuer, series.serie, to],
  );
};
