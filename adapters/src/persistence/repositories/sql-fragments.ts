/**
 * A `timestamptz` expression as the core's `Instant` (ISO 8601 in UTC, milliseconds), whatever
 * the session's time zone and the driver.
 */
export const instantSql = (expression: string): string =>
  `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A `date` expression as `YYYY-MM-DD`, whatever the session's DateStyle. */
export const isoDateSql = (expression: string): string => `to_char(${expression}, 'YYYY-MM-DD')`;

/** A LIKE pattern matching text that contains `text`, its wildcards taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;

/** The collation lists order names by: ICU's root, the same on PostgreSQL servers and PGlite. */
export const NAME_COLLATION = `"und-x-icu"`;

/**
 * Whether invoice `i` is overdue as the dashboard and the reports count it (`isOverdueOn`): marked
 * so, or sent and past due though the job has not run yet; its one parameter is today's date. The
 * (user_id, status, due_date) index serves both branches.
 */
export const overdueSql = `(i.status = 'overdue' or (i.status = 'sent' and i.due_date < ?::date))`;

/**
 * What invoice `i`'s credit notes credit (docs/PRODUCT-RULES.md#credit-notes), read through the
 * credit notes' invoice index: a probe of an index that is empty for almost every invoice.
 */
export const creditedSql = `(select coalesce(sum(cn.total), 0) from credit_notes cn
  where cn.invoice_id = i.id)`;

/** What the payments of invoice `i` that were not deleted add up to (minor units). */
export const paidSql = `(select coalesce(sum(p.amount), 0) from invoice_payments p
  where p.invoice_id = i.id and p.deleted_at is null)`;

/**
 * Invoice `i`'s total less its credit notes and, for a quote's final invoice, less the deposits
 * invoiced before it (BT-113), which their own invoices count.
 */
export const netTotalSql = `(i.total - i.prepaid_amount - ${creditedSql})`;

/** Invoice `i`'s balance due: its payable total less its credit notes and its payments. */
export const balanceSql = `(i.total - i.prepaid_amount - ${creditedSql} - ${paidSql})`;

/**
 * A field of the client an invoice `i` names, joined as `c`: as snapshot when the invoice took its
 * number (`invoices.client_snapshot`), as it is now for a draft. The name, which the list also
 * searches and sorts by, is the invoice's own `buyer_name`, kept the same way by triggers
 * (entities/invoice-buyer-sql.ts), so reading it needs no client.
 */
export const invoiceClientSql = (field: "name" | "email" | "company"): string =>
  field === "name"
    ? "i.buyer_name"
    : `case when i.client_snapshot is null then c.${field} else i.client_snapshot->>'${field}' end`;
