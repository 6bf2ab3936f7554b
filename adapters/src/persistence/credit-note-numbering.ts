import type { IsoDate } from "@invoicing/core";
import type { DatabaseEntityManager } from "./database.ts";
import { isoDateSql } from "./repositories/sql-fragments.ts";

const requireTransaction = (em: DatabaseEntityManager, what: string) => {
  if (!em.isInTransaction()) {
    throw new Error(`${what} must run in the transaction that stores the credit note`);
  }
};

/**
 * Locks the user's credit-note counter until the caller's transaction ends and answers the date
 * of their last credit note (null before the first), so a new one is dated against it while no
 * other can be numbered. Before the first there is no row to lock: `takeNextCreditNoteNumber`'s
 * insert then serialises racing first credit notes.
 */
export const lockCreditNoteCounter = async (
  em: DatabaseEntityManager,
  userId: string,
): Promise<IsoDate | null> => {
  requireTransaction(em, "lockCreditNoteCounter");
  const rows = await em.execute<{ lastIssueDate: IsoDate }[]>(
    `select ${isoDateSql("last_issue_date")} as "lastIssueDate"
     from credit_note_number_counters where user_id = ? for update`,
    [userId],
  );
  return rows[0]?.lastIssueDate ?? null;
};

/**
 * Takes the user's next credit note number (1, 2, 3, …) inside the caller's transaction and
 * records `issueDate` as the last credit note's date: the counter row stays locked until it
 * commits, and a rollback hands the number back, so numbers have neither gaps nor duplicates.
 */
export const takeNextCreditNoteNumber = async (
  em: DatabaseEntityManager,
  userId: string,
  issueDate: IsoDate,
): Promise<number> => {
  requireTransaction(em, "takeNextCreditNoteNumber");
  const rows = await em.execute<{ last_number: number }[]>(
    `insert into credit_note_number_counters (user_id, last_number, last_issue_date)
     values (?, 1, ?::date)
     on conflict (user_id) do update set
       last_number = credit_note_number_counters.last_number + 1,
       last_issue_date = excluded.last_issue_date
     returning last_number`,
    [userId, issueDate],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("the credit note counter returned no row");
  return row.last_number;
};
