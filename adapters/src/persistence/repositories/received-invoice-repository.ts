import {
  type LifecycleEntry,
  type ReceivedContent,
  type ReceivedInvoice,
  type ReceivedInvoiceQuery,
  ReceivedInvoiceRepository,
  type ReceivedValidation,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { lifecycleEntriesSql } from "./lifecycle-repository.ts";
import { runQuery } from "./run-database.ts";
import { containsPattern, instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

interface Row {
  readonly id: string;
  readonly content: ReceivedContent;
  readonly validation: ReceivedValidation;
  readonly source: ReceivedInvoice["source"];
  readonly flowId: string | null;
  readonly fileKey: string;
  readonly contentType: string;
  readonly fileName: string;
  readonly receivedAt: string;
  readonly status: ReceivedInvoice["status"];
  readonly paidAt: string | null;
}

const COLUMNS = `id, content, validation, source, flow_id as "flowId", file_key as "fileKey",
  content_type as "contentType", file_name as "fileName",
  ${instantSql("received_at")} as "receivedAt", status,
  case when paid_at is null then null else ${instantSql("paid_at")} end as "paidAt"`;

const fromRow = (row: Row): ReceivedInvoice => ({
  id: row.id,
  ...row.content,
  validation: row.validation,
  source: row.source,
  flowId: row.flowId,
  fileKey: row.fileKey,
  contentType: row.contentType,
  fileName: row.fileName,
  receivedAt: row.receivedAt,
  status: row.status,
  paidAt: row.paidAt,
});

// Each filter of the list as a condition on `received_invoices`.
const STATUS_FILTERS: Readonly<Record<NonNullable<ReceivedInvoiceQuery["status"]>, string>> = {
  pending: "status is null and paid_at is null",
  approved: "status = 205 and paid_at is null",
  disputed: "status = 207",
  refused: "status = 210",
  paid: "paid_at is not null",
};

const contentOf = (invoice: ReceivedInvoice): ReceivedContent => ({
  syntax: invoice.syntax,
  typeCode: invoice.typeCode,
  number: invoice.number,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  currency: invoice.currency,
  supplier: invoice.supplier,
  buyer: invoice.buyer,
  lines: invoice.lines,
  vatBreakdown: invoice.vatBreakdown,
  totals: invoice.totals,
  paymentTerms: invoice.paymentTerms,
});

/**
 * `ReceivedInvoiceRepository` over the database: one row per supplier invoice, its content as
 * JSON beside the columns the list searches, filters and sums; the duplicate key and the PA flow
 * id are unique per user, so a second copy is never written.
 */
export const ReceivedInvoiceRepositoryLive = (database: Database) =>
  Layer.succeed(ReceivedInvoiceRepository, {
    insert: (userId, invoice, duplicateKey) =>
      runQuery(database, async (em) => {
        const inserted = await em.execute<{ id: string }[]>(
          `insert into received_invoices (id, user_id, duplicate_key, syntax, type_code, number,
             supplier_name, issue_date, currency, amount_due, content, validation, source, flow_id,
             file_key, content_type, file_name, received_at, status, paid_at)
           values (?, ?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?, null, null)
           on conflict do nothing
           returning id`,
          [
            invoice.id,
            userId,
            duplicateKey,
            invoice.syntax,
            invoice.typeCode,
            invoice.number,
            invoice.supplier.name,
            invoice.issueDate,
            invoice.currency,
            invoice.totals.amountDue,
            JSON.stringify(contentOf(invoice)),
            JSON.stringify(invoice.validation),
            invoice.source,
            invoice.flowId,
            invoice.fileKey,
            invoice.contentType,
            invoice.fileName,
            invoice.receivedAt,
          ],
        );
        if (inserted.length > 0) return { duplicateOf: null };
        const existing = await em.execute<{ id: string }[]>(
          `select id from received_invoices
           where user_id = ? and (duplicate_key = ? or flow_id = ?) limit 1`,
          [userId, duplicateKey, invoice.flowId],
        );
        return { duplicateOf: existing[0]?.id ?? invoice.id };
      }),

    get: (userId, id) =>
      isUuid(id)
        ? runQuery(database, (em) =>
            em.execute<Row[]>(
              `select ${COLUMNS} from received_invoices where user_id = ? and id = ?`,
              [userId, id],
            ),
          ).pipe(Effect.map((rows) => (rows[0] === undefined ? null : fromRow(rows[0]))))
        : Effect.succeed(null),

    list: (userId, query) =>
      runQuery(database, async (em) => {
        const conditions = ["user_id = ?"];
        const parameters: unknown[] = [userId];
        if (query.q !== null) {
          conditions.push("(supplier_name ilike ? or number ilike ?)");
          parameters.push(containsPattern(query.q), containsPattern(query.q));
        }
        if (query.status !== null) conditions.push(STATUS_FILTERS[query.status]);
        const where = conditions.join(" and ");
        const [count] = await em.execute<{ total: string | number }[]>(
          `select count(*) as total from received_invoices where ${where}`,
          parameters,
        );
        const rows = await em.execute<Row[]>(
          `select ${COLUMNS} from received_invoices where ${where}
           order by received_at desc, id desc limit ? offset ?`,
          [...parameters, query.pageSize, (query.page - 1) * query.pageSize],
        );
        return {
          data: rows.map(fromRow),
          page: query.page,
          pageSize: query.pageSize,
          total: Number(count?.total ?? 0),
        };
      }),

    recordStatus: (userId, entry) =>
      runQuery(database, async (em) => {
        await em.execute(
          `insert into received_invoice_statuses (id, user_id, received_invoice_id, code, at,
             reason_code, reason, platform, flow_id, cdar)
           select ?, user_id, id, ?, ?, ?, ?, ?, ?, ?
           from received_invoices where user_id = ? and id = ?`,
          [
            entry.id,
            entry.code,
            entry.at,
            entry.reasonCode,
            entry.reason,
            entry.platform,
            entry.flowId,
            entry.cdar,
            userId,
            entry.invoiceId,
          ],
        );
        await em.execute(`update received_invoices set status = ? where user_id = ? and id = ?`, [
          entry.code,
          userId,
          entry.invoiceId,
        ]);
      }),

    statuses: (userId, id) =>
      isUuid(id)
        ? runQuery(database, (em) =>
            em.execute<LifecycleEntry[]>(
              lifecycleEntriesSql("received_invoice_statuses", "received_invoice_id"),
              [userId, id],
            ),
          )
        : Effect.succeed([]),

    markPaid: (userId, id, at) =>
      runQuery(database, (em) =>
        em.execute(
          `update received_invoices set paid_at = ?
           where user_id = ? and id = ? and paid_at is null`,
          [at, userId, id],
        ),
      ).pipe(Effect.asVoid),

    toPay: (userId) =>
      runQuery(database, (em) =>
        em.execute<{ currency: string; amount: string | number; count: string | number }[]>(
          `select currency, sum(amount_due) as amount, count(*) as count
           from received_invoices
           where user_id = ? and paid_at is null and (status is null or status = 205)
             and type_code not in ('381', '261', '262', '396', '502', '503')
           group by currency order by currency`,
          [userId],
        ),
      ).pipe(
        Effect.map((rows) =>
          rows.map((row) => ({
            currency: row.currency,
            amount: Number(row.amount),
            count: Number(row.count),
          })),
        ),
      ),
  });
