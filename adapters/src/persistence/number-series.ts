import type { IsoDate } from "@invoicing/core";
import type { DatabaseEntityManager } from "./database.ts";
import { isoDateSql } from "./repositories/sql-fragments.ts";

/**
 * A gapless series of numbers (1, 2, 3, …) per user, kept by one counter row per user in `table`;
 * a dated series also keeps the date of its last numbered document.
 */
export interface NumberSeries {
  readonly table:
    | "invoice_number_counters"
    | "credit_note_number_counters"
    | "quote_number_counters";
  /** What the series numbers, for the error of a call outside a transaction. */
  readonly numbers: string;
  readonly dated: boolean;
}

export const INVOICE_SERIES: NumberSeries = {
  table: "invoice_number_counters",
  numbers: "the invoice",
  dated: true,
};
export const CREDIT_NOTE_SERIES: NumberSeries = {
  table: "credit_note_number_counters",
  numbers: "the credit note",
  dated: true,
};
export const QUOTE_SERIES: NumberSeries = {
  table: "quote_number_counters",
  numbers: "the quote",
  dated: false,
};

/** Where a series stands: its last number and, for a dated series, the last document's date. */
export interface SeriesCounter {
  readonly lastNumber: number;
  readonly lastIssueDate: IsoDate | null;
}

const requireTransaction = (em: DatabaseEntityManager, series: NumberSeries, what: string) => {
  if (!em.isInTransaction()) {
    throw new Error(`${what} must run in the transaction that numbers ${series.numbers}`);
  }
};

/**
 * Locks the user's counter of `series` until the caller's transaction ends and answers where it
 * stands (null before the user's first number, when there is no row to lock), so that a rule on
 * the last document holds while no other can be numbered.
 */
export const lockNumberSeries = async (
  em: DatabaseEntityManager,
  series: NumberSeries,
  userId: string,
): Promise<SeriesCounter | null> => {
  requireTransaction(em, series, "lockNumberSeries");
  const rows = await em.execute<SeriesCounter[]>(
    `select last_number as "lastNumber",
       ${series.dated ? isoDateSql("last_issue_date") : "null"} as "lastIssueDate"
     from ${series.table} where user_id = ? for update`,
    [userId],
  );
  return rows[0] ?? null;
};

/**
 * Takes the user's next number of `series` inside the caller's transaction (`issueDate` becomes
 * the last date of a dated series): one statement creates the counter row at 1 on the first
 * number, racing first numbers waiting on its key, and otherwise advances it under its row lock,
 * which holds until the transaction commits; a rollback hands the number back. So numbers have
 * neither gaps nor duplicates, across processes too.
 */
export const takeNextNumber = async (
  em: DatabaseEntityManager,
  series: NumberSeries,
  userId: string,
  issueDate: IsoDate | null,
): Promise<number> => {
  requireTransaction(em, series, "takeNextNumber");
  const dated = series.dated && issueDate !== null;
  const rows = await em.execute<{ lastNumber: number }[]>(
    `insert into ${series.table} (user_id, last_number${dated ? ", last_issue_date" : ""})
     values (?, 1${dated ? ", ?::date" : ""})
     on conflict (user_id) do update set last_number = ${series.table}.last_number + 1
       ${dated ? ", last_issue_date = excluded.last_issue_date" : ""}
     returning last_number as "lastNumber"`,
    dated ? [userId, issueDate] : [userId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`the counter of ${series.table} returned no row`);
  return row.lastNumber;
};
