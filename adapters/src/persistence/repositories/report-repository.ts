import {
  type Currency,
  firstDayOf,
  type IsoDate,
  type ReportFigures,
  ReportRepository,
  type YearMonth,
} from "@invoicing/core";
import { Layer } from "effect";
import type { Database } from "../database.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery } from "./run-database.ts";
import { balanceSql, isoDateSql, netTotalSql, overdueSql } from "./sql-fragments.ts";

interface ReportRow {
  readonly revenueByMonth: ReadonlyArray<{
    month: YearMonth;
    currency: Currency;
    invoiced: number;
    paid: number;
    invoiceCount: number;
  }>;
  readonly outstandingByClient: ReadonlyArray<{
    clientId: string;
    clientName: string;
    currency: Currency;
    outstanding: number;
    overdue: number;
    invoiceCount: number;
    oldestDueDate: IsoDate;
  }>;
}

// Both reports in one statement, each as JSON. Each issued invoice and each payment falls in one
// month of the period, found by width_bucket over the months' bounds (the position of the last
// bound at or before it): issue dates against the months' first days (dates: no time zone),
// payments against the months' first instants, computed in the user's time zone by the core, so
// PostgreSQL needs no time zone it might not know. A recorded payment counts in the month of its
// own day, an invoice marked paid without any payment in the month it was marked
// (docs/PRODUCT-RULES.md#invoice-payments); what is outstanding is the balance left. The
// (user_id, issue_date), (user_id, paid_at), (user_id, date) of payments and (user_id, status,
// due_date) indexes serve the scans.
const reportSql = `select
  (select coalesce(json_agg(r order by r.month, r.currency), '[]'::json) from (
    select (?::text[])[bucket] as month, currency,
      coalesce(sum(total) filter (where kind = 'invoiced'), 0) as invoiced,
      coalesce(sum(total) filter (where kind = 'paid'), 0) as paid,
      count(*) filter (where kind = 'invoiced') as "invoiceCount"
    from (
      select width_bucket(i.issue_date, ?::date[]) as bucket, i.currency, ${netTotalSql} as total,
        'invoiced' as kind
      from invoices i
      where i.user_id = ? and i.status in ('sent', 'paid', 'overdue')
        and i.issue_date >= ?::date and i.issue_date < ?::date
      union all
      select width_bucket(p.date, ?::date[]) as bucket, p.currency, p.amount as total,
        'paid' as kind
      from invoice_payments p
      where p.user_id = ? and p.deleted_at is null and p.date >= ?::date and p.date < ?::date
      union all
      select width_bucket(i.paid_at, ?::timestamptz[]) as bucket, i.currency, ${netTotalSql} as total,
        'paid' as kind
      from invoices i
      where i.user_id = ? and i.status = 'paid' and i.paid_at >= ? and i.paid_at < ?
        and not exists (select 1 from invoice_payments p
          where p.invoice_id = i.id and p.deleted_at is null)
    ) activity
    group by bucket, currency
  ) r) as "revenueByMonth",
  (select coalesce(json_agg(o order by o."clientId", o.currency), '[]'::json) from (
    select c.id as "clientId", c.name as "clientName", i.currency,
      sum(${balanceSql}) as outstanding,
      coalesce(sum(${balanceSql}) filter (where ${overdueSql}), 0) as overdue,
      count(*) as "invoiceCount",
      ${isoDateSql("min(i.due_date)")} as "oldestDueDate"
    from invoices i join clients c on c.id = i.client_id
    where i.user_id = ? and i.status in ('sent', 'overdue')
    group by c.id, c.name, i.currency
  ) o) as "outstandingByClient"`;

// A PostgreSQL array literal of months, dates or instants as the core writes them: none holds a
// comma, a brace, a quote or a space, so none needs quoting.
const arrayLiteral = (values: ReadonlyArray<string>): string => `{${values.join(",")}}`;

/** `ReportRepository` over the database: one statement per report, summed by SQL. */
export const ReportRepositoryLive = (database: Database) =>
  Layer.succeed(ReportRepository, {
    reportFigures: (userId, period) =>
      runQuery(database, async (em): Promise<ReportFigures> => {
        const row = onlyRow(
          await em.execute<ReportRow[]>(reportSql, [
            arrayLiteral(period.months.map(({ month }) => month)),
            arrayLiteral(period.months.map(({ month }) => firstDayOf(month))),
            userId,
            period.firstDay,
            period.endDay,
            arrayLiteral(period.months.map(({ month }) => firstDayOf(month))),
            userId,
            period.firstDay,
            period.endDay,
            arrayLiteral(period.months.map(({ start }) => start)),
            userId,
            period.start,
            period.end,
            period.today,
            userId,
          ]),
        );
        return {
          revenueByMonth: row.revenueByMonth.map((month) => ({
            month: month.month,
            currency: month.currency,
            invoiced: month.invoiced,
            paid: month.paid,
            invoiceCount: month.invoiceCount,
          })),
          outstandingByClient: row.outstandingByClient.map((client) => ({
            clientId: client.clientId,
            clientName: client.clientName,
            currency: client.currency,
            outstanding: client.outstanding,
            overdue: client.overdue,
            invoiceCount: client.invoiceCount,
            oldestDueDate: client.oldestDueDate,
          })),
        };
      }),
  });
