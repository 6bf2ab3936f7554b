import {
  type Currency,
  type DashboardDay,
  type DashboardDayFigures,
  formatInvoiceNumber,
  type InvoiceStatus,
  type IsoDate,
} from "@invoicing/core";
import type { DatabaseEntityManager } from "../database.ts";
import { invoiceNumberOf } from "./invoice-row.ts";
import { onlyRow } from "./only-row.ts";
import { isoDateSql, overdueSql } from "./sql-fragments.ts";

interface DashboardRow {
  readonly revenue: ReadonlyArray<{ currency: Currency; paid: number; due: number }>;
  readonly overdue: ReadonlyArray<{ currency: Currency; count: number; amount: number }>;
  readonly overdueInvoices: ReadonlyArray<{
    id: string;
    number: number;
    clientName: string;
    total: number;
    currency: Currency;
    dueDate: IsoDate;
  }>;
  readonly recentInvoices: ReadonlyArray<{
    id: string;
    number: number | null;
    clientName: string;
    total: number;
    currency: Currency;
    status: InvoiceStatus;
    issueDate: IsoDate;
    dueDate: IsoDate;
  }>;
  readonly totals: DashboardDayFigures["totals"];
}

// Five aggregates in one statement, each as JSON; sums of bigints are numerics, which JSON
// carries as numbers on both drivers. The all-time totals come from one pass over the owner's
// invoices grouped by status and currency (`totals`, a row per status and currency), where the counts per status
// follow dashboardStatus: a sent invoice past due counts as overdue.
const dashboardSql = `with totals as (
  select i.status, i.currency, count(*) as count,
    count(*) filter (where i.status = 'sent' and i.due_date < ?::date) as "pastDue",
    count(*) filter (where i.issue_date = ?::date) as "issuedToday",
    sum(i.total) as total
  from invoices i
  where i.user_id = ?
  group by i.status, i.currency
)
select
  (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
    select currency,
      coalesce(sum(total) filter (where kind = 'paid'), 0) as paid,
      coalesce(sum(total) filter (where kind = 'due'), 0) as due
    from (
      select i.currency, i.total, 'paid' as kind from invoices i
      where i.user_id = ? and i.status = 'paid' and i.paid_at >= ? and i.paid_at < ?
      union all
      select i.currency, i.total, 'due' as kind from invoices i
      where i.user_id = ? and i.status in ('sent', 'overdue') and i.due_date = ?::date
    ) today
    group by currency
    having coalesce(sum(total) filter (where kind = 'paid'), 0) <> 0
      or coalesce(sum(total) filter (where kind = 'due'), 0) <> 0
  ) r) as revenue,
  (select coalesce(json_agg(o order by o.currency), '[]'::json) from (
    select i.currency, count(*) as count, sum(i.total) as amount from invoices i
    where i.user_id = ? and ${overdueSql}
    group by i.currency
  ) o) as overdue,
  (select coalesce(json_agg(t order by t."dueDate", t.number, t.id), '[]'::json) from (
    select i.id, i.number, c.name as "clientName", i.total, i.currency,
      ${isoDateSql("i.due_date")} as "dueDate"
    from invoices i join clients c on c.id = i.client_id
    where i.user_id = ? and ${overdueSql}
    order by i.due_date, i.number, i.id
    limit ?
  ) t) as "overdueInvoices",
  (select coalesce(json_agg(t order by t.ordinal), '[]'::json) from (
    select i.id, i.number, c.name as "clientName", i.total, i.currency, i.status,
      ${isoDateSql("i.issue_date")} as "issueDate", ${isoDateSql("i.due_date")} as "dueDate",
      row_number() over (order by i.created_at desc, i.id desc) as ordinal
    from invoices i join clients c on c.id = i.client_id
    where i.user_id = ?
    order by i.created_at desc, i.id desc
    limit ?
  ) t) as "recentInvoices",
  json_build_object(
    'statusCounts', (select json_build_object(
        'draft', coalesce(sum(count) filter (where status = 'draft'), 0),
        'sent', coalesce(sum(count - "pastDue") filter (where status = 'sent'), 0),
        'paid', coalesce(sum(count) filter (where status = 'paid'), 0),
        'overdue', coalesce(sum(count) filter (where status = 'overdue'), 0)
          + coalesce(sum("pastDue"), 0),
        'cancelled', coalesce(sum(count) filter (where status = 'cancelled'), 0))
      from totals),
    'issuedToday', (select coalesce(sum("issuedToday"), 0) from totals),
    'revenue', (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
      select currency,
        coalesce(sum(total) filter (where status = 'paid'), 0) as paid,
        coalesce(sum(total) filter (where status in ('sent', 'overdue')), 0) as outstanding
      from totals
      group by currency
    ) r where r.paid <> 0 or r.outstanding <> 0)
  ) as totals`;

/** The dashboard's figures of one user and day, in one statement. */
export const selectDashboardFigures = async (
  em: DatabaseEntityManager,
  userId: string,
  day: DashboardDay,
  limits: { readonly overdue: number; readonly recent: number },
): Promise<DashboardDayFigures> => {
  const row = onlyRow(
    await em.execute<DashboardRow[]>(dashboardSql, [
      day.today,
      day.today,
      userId,
      userId,
      day.start,
      day.end,
      userId,
      day.today,
      userId,
      day.today,
      userId,
      day.today,
      limits.overdue,
      userId,
      limits.recent,
    ]),
  );
  return {
    revenue: row.revenue.map(({ currency, paid, due }) => ({ currency, paid, due })),
    overdue: row.overdue.map(({ currency, count, amount }) => ({ currency, count, amount })),
    overdueInvoices: row.overdueInvoices.map((invoice) => ({
      id: invoice.id,
      invoiceNumber: formatInvoiceNumber(invoice.number),
      clientName: invoice.clientName,
      total: invoice.total,
      currency: invoice.currency,
      dueDate: invoice.dueDate,
    })),
    recentInvoices: row.recentInvoices.map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoiceNumberOf(invoice.number),
      clientName: invoice.clientName,
      total: invoice.total,
      currency: invoice.currency,
      status: invoice.status,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
    })),
    totals: {
      statusCounts: row.totals.statusCounts,
      issuedToday: row.totals.issuedToday,
      revenue: row.totals.revenue.map(({ currency, paid, outstanding }) => ({
        currency,
        paid,
        outstanding,
      })),
    },
  };
};
