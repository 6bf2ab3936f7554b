import {
  checkIssueDateOrder,
  type Instant,
  type IsoDate,
  type IssueDateOutOfOrder,
  todayIn,
} from "@invoicing/core";
import { Result } from "effect";
import type { DatabaseEntityManager } from "./database.ts";
import { INVOICE_SERIES, type SeriesCounter, takeNextNumber } from "./number-series.ts";
import { isoDateSql } from "./repositories/sql-fragments.ts";

interface CounterRow extends SeriesCounter {
  readonly timeZone: string;
}

/**
 * Takes the next invoice number of a user (1, 2, 3, …) for an invoice dated `issueDate`, inside
 * the caller's transaction, which must be the one that issues the invoice: the counter row stays
 * locked until it commits, and a rollback hands the number back, so numbers have neither gaps nor
 * duplicates. Under the same lock the date is checked against the last numbered invoice's and the
 * owner's today at `at` (`checkIssueDateOrder`), so dates never go down along the numbers; a date
 * out of order takes no number.
 */
export const takeNextInvoiceNumber = async (
  em: DatabaseEntityManager,
  userId: string,
  issueDate: IsoDate,
  at: Instant,
): Promise<Result.Result<number, IssueDateOutOfOrder>> => {
  if (!em.isInTransaction()) {
    throw new Error("takeNextInvoiceNumber must run in the transaction that issues the invoice");
  }
  // One statement creates the row on a user's first invoice and otherwise locks it, so racing
  // first invoices cannot both insert and even the first date is checked under the lock; it
  // answers the counter as the lock found it.
  const rows = await em.execute<CounterRow[]>(
    `insert into invoice_number_counters (user_id, last_number) values (?, 0)
     on conflict (user_id) do update set last_number = invoice_number_counters.last_number
     returning last_number as "lastNumber",
       ${isoDateSql("last_issue_date")} as "lastIssueDate",
       (select time_zone from users where id = ?) as "timeZone"`,
    [userId, userId],
  );
  const counter = rows[0];
  if (counter === undefined) throw new Error("the invoice number counter returned no row");
  const order = checkIssueDateOrder({
    issueDate,
    lastIssueDate: counter.lastIssueDate,
    today: todayIn(counter.timeZone, new Date(at)),
  });
  if (Result.isFailure(order)) return Result.fail(order.failure);
  return Result.succeed(await takeNextNumber(em, INVOICE_SERIES, userId, issueDate));
};
