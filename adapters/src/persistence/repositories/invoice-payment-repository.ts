import {
  InvoiceNotFound,
  type InvoicePayment,
  type InvoicePaymentContext,
  InvoicePaymentRepository,
  type InvoicePaymentsState,
  type InvoicePaymentWrite,
  type InvoiceWithClient,
} from "@invoicing/core";
import { Layer, Result } from "effect";
import type { Database, DatabaseEntityManager } from "../database.ts";
import { findInvoice } from "./invoice-repository.ts";
import { insertHistory } from "./invoice-writes.ts";
import { onlyRow } from "./only-row.ts";
import { runQueryResult, runTransactionResult } from "./run-database.ts";
import { creditedSql, instantSql, isoDateSql } from "./sql-fragments.ts";

type PaymentRow = Omit<InvoicePayment, "amount"> & { readonly amount: number | string };

const paymentColumns = `id, invoice_id as "invoiceId", amount, currency,
  ${isoDateSql("date")} as date, method, reference, card_payment_id as "cardPaymentId",
  ${instantSql("created_at")} as "createdAt", ${instantSql("deleted_at")} as "deletedAt"`;

/** The invoice's payments, deleted ones too, and what its credit notes credit. */
const paymentsState = async (
  em: DatabaseEntityManager,
  found: InvoiceWithClient,
): Promise<InvoicePaymentsState> => {
  const rows = await em.execute<PaymentRow[]>(
    `select ${paymentColumns} from invoice_payments where invoice_id = ?
     order by date, created_at, id`,
    [found.invoice.id],
  );
  const credited = await em.execute<{ credited: number | string }[]>(
    `select ${creditedSql} as credited from invoices i where i.id = ?`,
    [found.invoice.id],
  );
  return {
    ...found,
    credited: Number(onlyRow(credited).credited),
    payments: rows.map((row) => ({ ...row, amount: Number(row.amount) })),
  };
};

/** Writes what a payment change decided: the payment, the invoice's status and its history. */
const write = async (
  tx: DatabaseEntityManager,
  userId: string,
  { insert, remove, invoiceChange }: InvoicePaymentWrite,
): Promise<void> => {
  if (insert !== null) {
    await tx.execute(
      `insert into invoice_payments (id, user_id, invoice_id, amount, currency, date, method,
         reference, card_payment_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        insert.id,
        userId,
        insert.invoiceId,
        insert.amount,
        insert.currency,
        insert.date,
        insert.method,
        insert.reference,
        insert.cardPaymentId,
        insert.createdAt,
      ],
    );
  }
  if (remove !== null) {
    await tx.execute(`update invoice_payments set deleted_at = ? where id = ?`, [
      remove.at,
      remove.id,
    ]);
  }
  const after = invoiceChange.invoice;
  await tx.execute(
    `update invoices set status = ?, sent_at = ?, paid_at = ?, updated_at = ? where id = ?`,
    [after.status, after.sentAt, after.paidAt, after.updatedAt, after.id],
  );
  await insertHistory(tx, invoiceChange.history);
};

/**
 * `InvoicePaymentRepository` over the database: a change is decided and written under the
 * invoice's row lock, so concurrent payments of one invoice on any process see each other.
 */
export const InvoicePaymentRepositoryLive = (database: Database) =>
  Layer.succeed(InvoicePaymentRepository, {
    change: <E>(
      userId: string,
      invoiceId: string,
      decide: (context: InvoicePaymentContext) => Result.Result<InvoicePaymentWrite | null, E>,
    ) =>
      runTransactionResult(
        database,
        async (tx): Promise<Result.Result<InvoicePaymentsState, InvoiceNotFound | E>> => {
          const found = await findInvoice(tx, userId, invoiceId, true);
          if (found === undefined) return Result.fail(new InvoiceNotFound({ id: invoiceId }));
          const before = await paymentsState(tx, found);
          const decided = decide(before);
          // Nothing was written: committing ends the transaction as a rollback would.
          if (Result.isFailure(decided)) return Result.fail(decided.failure);
          if (decided.success === null) return Result.succeed(before);
          await write(tx, userId, decided.success);
          return Result.succeed(
            await paymentsState(tx, { ...found, invoice: decided.success.invoiceChange.invoice }),
          );
        },
      ),

    ofInvoice: (userId, invoiceId) =>
      runQueryResult(database, async (em) => {
        const found = await findInvoice(em, userId, invoiceId, false);
        return found === undefined
          ? Result.fail(new InvoiceNotFound({ id: invoiceId }))
          : Result.succeed(await paymentsState(em, found));
      }),
  });
