import type { DatabaseEntityManager } from "./database.ts";

/**
 * Takes the next quote number of a user (1, 2, 3, …) inside the caller's transaction, which must
 * be the one that numbers the quote: one statement creates the counter row on a user's first
 * quote and otherwise advances it under its row lock, which holds until the transaction commits,
 * and a rollback hands the number back, so numbers have neither gaps nor duplicates across
 * processes (docs/QUOTES.md#numbering).
 */
export const takeNextQuoteNumber = async (
  em: DatabaseEntityManager,
  userId: string,
): Promise<number> => {
  if (!em.isInTransaction()) {
    throw new Error("takeNextQuoteNumber must run in the transaction that numbers the quote");
  }
  const rows = await em.execute<{ lastNumber: number }[]>(
    `insert into quote_number_counters (user_id, last_number) values (?, 1)
     on conflict (user_id) do update set last_number = quote_number_counters.last_number + 1
     returning last_number as "lastNumber"`,
    [userId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("the quote number counter returned no row");
  return row.lastNumber;
};
