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
import { balanceSql, invoiceClientSql, isoDateSql, netTotalSql } from "./sql-fragments.ts";

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
// carries as numbers on both drivers. The all-time figures read the owner's `invoice_totals` (a
// row per status and currency, kept by triggers) and the sent invoices past due, which count as
// overdue (dashboardStatus) until the overdue job moves them; so the statement reads a few rows
// and index ranges, not every invoice of the owner. Amounts are net of credit notes (decisions
// §9): the owner's credit notes, grouped by their invoice's status and currency, are taken off
// the all-time figures, and each of today's invoices loses its own; a cancelled invoice, which
// no figure counts, takes its credit notes out with it. Payments count by their own day
// (docs/PRODUCT-RULES.md#invoice-payments): received today is the payments dated today, and the
// invoices marked paid today without any payment; what is due or overdue is the balance left, the
// payments of open invoices counting as paid in the all-time figures.
const dashboardSql = `with totals as (
  select status, currency, count, total from invoice_totals where user_id = ? and count <> 0
),
past_due as (
  select i.currency, count(*) as count, sum(i.total - i.prepaid_amount) as total from invoices i
  where i.user_id = ? and i.status = 'sent' and i.due_date < ?::date
  group by i.currency
),
credited as (
  select i.status, i.currency, (i.status = 'sent' and i.due_date < ?::date) as past_due,
    sum(cn.total) as total
  from credit_notes cn join invoices i on i.id = cn.invoice_id
  where cn.user_id = ?
  group by i.status, i.currency, past_due
),
paid_open as (
  select i.currency, (i.status = 'overdue' or i.due_date < ?::date) as late, sum(p.amount) as total
  from invoice_payments p join invoices i on i.id = p.invoice_id
  where p.user_id = ? and p.deleted_at is null and i.status in ('sent', 'overdue')
  group by i.currency, late
),
overdue as (
  select currency, sum(count) as count, sum(total) as amount from (
    select currency, count, total from totals where status = 'overdue'
    union all
    select currency, count, total from past_due
    union all
    select currency, 0, -total from credited where status = 'overdue' or past_due
    union all
    select currency, 0, -total from paid_open where late
  ) o
  group by currency
)
select
  (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
    select currency,
      coalesce(sum(total) filter (where kind = 'paid'), 0) as paid,
      coalesce(sum(total) filter (where kind = 'due'), 0) as due
    from (
      select p.currency, p.amount as total, 'paid' as kind from invoice_payments p
      where p.user_id = ? and p.deleted_at is null and p.date = ?::date
      union all
      select i.currency, ${netTotalSql} as total, 'paid' as kind from invoices i
      where i.user_id = ? and i.status = 'paid' and i.paid_at >= ? and i.paid_at < ?
        and not exists (select 1 from invoice_payments p
          where p.invoice_id = i.id and p.deleted_at is null)
      union all
      select i.currency, ${balanceSql} as total, 'due' as kind from invoices i
      where i.user_id = ? and i.status in ('sent', 'overdue') and i.due_date = ?::date
    ) today
    group by currency
    having coalesce(sum(total) filter (where kind = 'paid'), 0) <> 0
      or coalesce(sum(total) filter (where kind = 'due'), 0) <> 0
  ) r) as revenue,
  (select coalesce(json_agg(o order by o.currency), '[]'::json) from overdue o) as overdue,
  (select coalesce(json_agg(t order by t."dueDate", t.number, t.id), '[]'::json) from (
    select i.id, i.number, ${invoiceClientSql("name")} as "clientName", i.total, i.currency,
      ${isoDateSql("i.due_date")} as "dueDate"
    from (
      (select * from invoices i where i.user_id = ? and i.status = 'overdue'
        order by i.due_date, i.number, i.id limit ?)
      union all
      (select * from invoices i where i.user_id = ? and i.status = 'sent' and i.due_date < ?::date
        order by i.due_date, i.number, i.id limit ?)
    ) i
    order by i.due_date, i.number, i.id
    limit ?
  ) t) as "overdueInvoices",
  (select coalesce(json_agg(t order by t.ordinal), '[]'::json) from (
    select i.id, i.number, ${invoiceClientSql("name")} as "clientName", i.total, i.currency, i.status,
      ${isoDateSql("i.issue_date")} as "issueDate", ${isoDateSql("i.due_date")} as "dueDate",
      row_number() over (order by i.created_at desc, i.id desc) as ordinal
    from invoices i
    where i.user_id = ?
    order by i.created_at desc, i.id desc
    limit ?
  ) t) as "recentInvoices",
  json_build_object(
    'statusCounts', json_build_object(
      'draft', (select coalesce(sum(count), 0) from totals where status = 'draft'),
      'sent', (select coalesce(sum(count), 0) from totals where status = 'sent')
        - (select coalesce(sum(count), 0) from past_due),
      'paid', (select coalesce(sum(count), 0) from totals where status = 'paid'),
      'overdue', (select coalesce(sum(count), 0) from overdue),
      'cancelled', (select coalesce(sum(count), 0) from totals where status = 'cancelled')),
    'issuedToday', (select count(*) from invoices i where i.user_id = ? and i.issue_date = ?::date),
    'revenue', (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
      select currency,
        coalesce(sum(total) filter (where status = 'paid'), 0) as paid,
        coalesce(sum(total) filter (where status in ('sent', 'overdue')), 0) as outstanding
      from (
        select status, currency, total from totals
        union all
        select status, currency, -total from credited
        union all
        select 'paid', currency, total from paid_open
        union all
        select 'sent', currency, -total from paid_open
      ) net
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
      userId,
      userId,
      day.today,
      day.today,
      userId,
      day.today,
      userId,
      userId,
      day.today,
      userId,
      day.start,
      day.end,
      userId,
      day.today,
      userId,
      limits.overdue,
      userId,
      day.today,
      limits.overdue,
      limits.overdue,
      userId,
      limits.recent,
      userId,
      day.today,
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
