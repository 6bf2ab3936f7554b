import {
  type CreditedShare,
  type CreditNoteContext,
  CreditNoteNotFound,
  type CreditNoteNumber,
  CreditNoteRepository,
  type CreditNoteWithClient,
  formatCreditNoteNumber,
  InvoiceNotFound,
  type NewCreditNote,
  pageOffset,
  taxRateTenths,
} from "@invoicing/core";
import { Layer, Result } from "effect";
import type { Database, DatabaseEntityManager } from "../database.ts";
import { CREDIT_NOTE_SERIES, lockNumberSeries, takeNextNumber } from "../number-series.ts";
import {
  type CreditNoteRow,
  type CreditNoteSummaryRow,
  creditNoteColumns,
  creditNoteSummaryColumns,
  toCreditNote,
  toCreditNoteSummary,
} from "./credit-note-row.ts";
import { discountColumnValues } from "./discount-columns.ts";
import { findInvoice } from "./invoice-repository.ts";
import { insertHistory } from "./invoice-writes.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery, runQueryResult, runTransactionResult } from "./run-database.ts";
import { isUuid } from "./uuid.ts";

const ITEM_COLUMNS = 15;
const joined = `credit_notes cn join invoices i on i.id = cn.invoice_id
  join clients c on c.id = i.client_id`;

/** What the invoice's credit notes took of each of its lines. */
const creditedShares = async (
  tx: DatabaseEntityManager,
  invoiceId: string,
): Promise<ReadonlyArray<CreditedShare>> => {
  const rows = await tx.execute<
    { invoiceItemId: string; net: number | string; taxAmount: number | string }[]
  >(
    `select it.invoice_item_id as "invoiceItemId", it.total - it.tax_amount as net,
       it.tax_amount as "taxAmount"
     from credit_note_items it join credit_notes cn on cn.id = it.credit_note_id
     where cn.invoice_id = ?`,
    [invoiceId],
  );
  return rows.map((row) => ({
    invoiceItemId: row.invoiceItemId,
    net: Number(row.net),
    taxAmount: Number(row.taxAmount),
  }));
};

/**
 * Writes a decided credit note under `number` and the owner's credit-note prefix, its lines, and
 * its invoice's change; answers its number as issued.
 */
const insertCreditNote = async (
  tx: DatabaseEntityManager,
  userId: string,
  number: number,
  { creditNote, invoiceChange }: NewCreditNote,
): Promise<CreditNoteNumber> => {
  const inserted = await tx.execute<{ numberPrefix: string }[]>(
    `insert into credit_notes (id, user_id, invoice_id, number, number_prefix, issue_date, reason,
       currency, subtotal, tax_amount, total, created_at)
     values (?, ?, ?, ?, (select credit_note_prefix from users where id = ?), ?, ?, ?, ?, ?, ?, ?)
     returning number_prefix as "numberPrefix"`,
    [
      creditNote.id,
      userId,
      creditNote.invoiceId,
      number,
      userId,
      creditNote.issueDate,
      creditNote.reason,
      creditNote.currency,
      creditNote.subtotal,
      creditNote.taxAmount,
      creditNote.total,
      creditNote.createdAt,
    ],
  );
  const row = `(${Array.from({ length: ITEM_COLUMNS }, () => "?").join(", ")})`;
  await tx.execute(
    `insert into credit_note_items (id, credit_note_id, invoice_item_id, position, description,
       quantity, unit_code, unit_price, discount_percent_hundredths, discount_amount,
       tax_rate_tenths, tax_amount, total, vat_category, vat_exemption_reason)
     values ${creditNote.items.map(() => row).join(", ")}`,
    creditNote.items.flatMap((item, position) => [
      item.id,
      creditNote.id,
      item.invoiceItemId,
      position,
      item.description,
      item.quantity,
      item.unitCode,
      item.unitPrice,
      ...discountColumnValues(item.discount),
      taxRateTenths(item.taxRate),
      item.taxAmount,
      item.total,
      item.vatCategory,
      item.vatExemptionReason,
    ]),
  );
  if (invoiceChange !== null) {
    const after = invoiceChange.invoice;
    await tx.execute(
      `update invoices set status = ?, cancelled_at = ?, updated_at = ? where id = ?`,
      [after.status, after.cancelledAt, after.updatedAt, creditNote.invoiceId],
    );
    await insertHistory(tx, invoiceChange.history);
  }
  return formatCreditNoteNumber(number, onlyRow(inserted).numberPrefix);
};

/** The owner's credit note with this id, whole, or none. */
const findCreditNote = async (
  em: DatabaseEntityManager,
  userId: string,
  id: string,
): Promise<CreditNoteWithClient | undefined> => {
  if (!isUuid(id)) return undefined;
  const rows = await em.execute<CreditNoteRow[]>(
    `select ${creditNoteColumns} from ${joined} where cn.id = ? and cn.user_id = ?`,
    [id, userId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toCreditNote(row);
};

/**
 * `CreditNoteRepository` over the database. A credit note is stored under its invoice's row lock
 * (so two credit notes of one invoice see each other's lines) and then the owner's credit-note
 * counter (so numbers are gapless and follow dates), the order invoices take their numbers in.
 */
export const CreditNoteRepositoryLive = (database: Database) =>
  Layer.succeed(CreditNoteRepository, {
    create: <E>(
      userId: string,
      invoiceId: string,
      decide: (context: CreditNoteContext) => Result.Result<NewCreditNote, E>,
    ) =>
      runTransactionResult(
        database,
        async (tx): Promise<Result.Result<CreditNoteWithClient, InvoiceNotFound | E>> => {
          const current = await findInvoice(tx, userId, invoiceId, true);
          if (current === undefined) return Result.fail(new InvoiceNotFound({ id: invoiceId }));
          // Before the first credit note there is no row to lock: the insert that takes the
          // number then serialises racing first credit notes.
          const counter = await lockNumberSeries(tx, CREDIT_NOTE_SERIES, userId);
          const lastIssueDate = counter?.lastIssueDate ?? null;
          const credited = await creditedShares(tx, current.invoice.id);
          const decided = decide({ invoice: current.invoice, credited, lastIssueDate });
          // Nothing was written: committing ends the transaction as a rollback would.
          if (Result.isFailure(decided)) return Result.fail(decided.failure);
          const change = decided.success;
          const number = await takeNextNumber(
            tx,
            CREDIT_NOTE_SERIES,
            userId,
            change.creditNote.issueDate,
          );
          const creditNoteNumber = await insertCreditNote(tx, userId, number, change);
          return Result.succeed({
            creditNote: { ...change.creditNote, creditNoteNumber },
            client: current.client,
          });
        },
      ),

    list: (userId, query) =>
      runQuery(database, async (em) => {
        const [rows, count] = await Promise.all([
          em.execute<CreditNoteSummaryRow[]>(
            `select ${creditNoteSummaryColumns} from ${joined}
             where cn.user_id = ? order by cn.number desc limit ? offset ?`,
            [userId, query.pageSize, pageOffset(query.page, query.pageSize)],
          ),
          em.execute<{ total: number | string }[]>(
            `select count(*) as total from credit_notes where user_id = ?`,
            [userId],
          ),
        ]);
        return {
          data: rows.map(toCreditNoteSummary),
          page: query.page,
          pageSize: query.pageSize,
          total: Number(onlyRow(count).total),
        };
      }),

    get: (userId, id) =>
      runQueryResult(database, async (em) => {
        const found = await findCreditNote(em, userId, id);
        return found === undefined
          ? Result.fail(new CreditNoteNotFound({ id }))
          : Result.succeed(found);
      }),

    ofInvoice: (userId, invoiceId) =>
      runQuery(database, async (em) => {
        if (!isUuid(invoiceId)) return [];
        const rows = await em.execute<CreditNoteSummaryRow[]>(
          `select ${creditNoteSummaryColumns} from ${joined}
           where cn.invoice_id = ? and cn.user_id = ? order by cn.number`,
          [invoiceId, userId],
        );
        return rows.map(toCreditNoteSummary);
      }),
  });
