import {
  type Payment,
  PaymentNotFound,
  PaymentRepository,
  type Subscription,
} from "@invoicing/core";
import { Effect, Layer, Option, Result } from "effect";
import type { Database } from "../database.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery, runQueryResult } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

type PaymentRow = Omit<Payment, "amount"> & { readonly amount: number | string };

const paymentColumns = `id, provider_payment_id as "providerPaymentId", plan_id as "planId",
  invoice_id as "invoiceId", amount, currency, status, failure_reason as "failureReason",
  ${instantSql("created_at")} as "createdAt", ${instantSql("paid_at")} as "paidAt",
  ${instantSql("refunded_at")} as "refundedAt"`;

const toPayment = (row: PaymentRow): Payment => ({ ...row, amount: Number(row.amount) });

/** `PaymentRepository` over the database; webhook events are deduplicated by a primary key. */
export const PaymentRepositoryLive = (database: Database) =>
  Layer.succeed(PaymentRepository, {
    create: (userId, payment) =>
      runQuery(database, async (em) =>
        toPayment(
          onlyRow(
            await em.execute<PaymentRow[]>(
              `insert into payments (id, user_id, provider_payment_id, plan_id, invoice_id,
                 amount, currency, status, failure_reason, created_at, paid_at, refunded_at)
               values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               returning ${paymentColumns}`,
              [
                payment.id,
                userId,
                payment.providerPaymentId,
                payment.planId,
                payment.invoiceId,
                payment.amount,
                payment.currency,
                payment.status,
                payment.failureReason,
                payment.createdAt,
                payment.paidAt,
                payment.refundedAt,
              ],
            ),
          ),
        ),
      ),

    get: (userId, id) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(id)
          ? await em.execute<PaymentRow[]>(
              `select ${paymentColumns} from payments where id = ? and user_id = ?`,
              [id, userId],
            )
          : [];
        const row = rows[0];
        return row === undefined
          ? Result.fail(new PaymentNotFound({ id }))
          : Result.succeed(toPayment(row));
      }),

    findByProviderId: (providerPaymentId) =>
      runQuery(database, (em) =>
        em.execute<(PaymentRow & { userId: string })[]>(
          `select user_id as "userId", ${paymentColumns}
           from payments where provider_payment_id = ?`,
          [providerPaymentId],
        ),
      ).pipe(
        Effect.map((rows) =>
          Option.fromNullishOr(rows[0]).pipe(
            Option.map(({ userId, ...payment }) => ({ userId, payment: toPayment(payment) })),
          ),
        ),
      ),

    update: (userId, payment) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(payment.id)
          ? await em.execute<PaymentRow[]>(
              `update payments set provider_payment_id = ?, plan_id = ?, invoice_id = ?,
                 amount = ?, currency = ?, status = ?, failure_reason = ?, paid_at = ?,
                 refunded_at = ?
               where id = ? and user_id = ?
               returning ${paymentColumns}`,
              [
                payment.providerPaymentId,
                payment.planId,
                payment.invoiceId,
                payment.amount,
                payment.currency,
                payment.status,
                payment.failureReason,
                payment.paidAt,
                payment.refundedAt,
                payment.id,
                userId,
              ],
            )
          : [];
        const row = rows[0];
        return row === undefined
          ? Result.fail(new PaymentNotFound({ id: payment.id }))
          : Result.succeed(toPayment(row));
      }),

    list: (userId) =>
      runQuery(database, (em) =>
        em.execute<PaymentRow[]>(
          `select ${paymentColumns} from payments where user_id = ?
           order by payments.created_at desc, id desc`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => rows.map(toPayment))),

    getSubscription: (userId) =>
      runQuery(database, (em) =>
        em.execute<Subscription[]>(
          `select plan_id as "planId", status,
             ${instantSql("current_period_end")} as "currentPeriodEnd"
           from subscriptions where user_id = ?`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]))),

    saveSubscription: (userId, subscription) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into subscriptions (user_id, plan_id, status, current_period_end)
           values (?, ?, ?, ?)
           on conflict (user_id) do update set plan_id = excluded.plan_id,
             status = excluded.status, current_period_end = excluded.current_period_end`,
          [userId, subscription.planId, subscription.status, subscription.currentPeriodEnd],
        ),
      ).pipe(Effect.asVoid),

    recordEvent: (eventId) =>
      runQuery(database, (em) =>
        em.execute<{ eventId: string }[]>(
          `insert into payment_events (event_id) values (?)
           on conflict (event_id) do nothing
           returning event_id as "eventId"`,
          [eventId],
        ),
      ).pipe(Effect.map((rows) => rows.length === 1)),
  });
