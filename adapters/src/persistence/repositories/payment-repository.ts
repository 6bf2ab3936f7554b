import {
  type Payment,
  PaymentNotFound,
  PaymentRepository,
  type PaymentSettlement,
  type SettledPayment,
  type Subscription,
} from "@invoicing/core";
import { Effect, Layer, Option, Result } from "effect";
import type { Database, DatabaseEntityManager } from "../database.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery, runQueryResult, runTransactionResult } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

type PaymentRow = Omit<Payment, "amount"> & { readonly amount: number | string };

const paymentColumns = `id, provider, provider_payment_id as "providerPaymentId",
  plan_id as "planId", invoice_id as "invoiceId", amount, currency, status,
  failure_reason as "failureReason", ${instantSql("created_at")} as "createdAt",
  ${instantSql("paid_at")} as "paidAt", ${instantSql("refunded_at")} as "refundedAt",
  connected_account as "connectedAccount"`;

const toPayment = (row: PaymentRow): Payment => ({ ...row, amount: Number(row.amount) });

const readSubscription = async (
  em: DatabaseEntityManager,
  userId: string,
): Promise<Subscription | null> => {
  const rows = await em.execute<Subscription[]>(
    `select plan_id as "planId", status,
       ${instantSql("current_period_end")} as "currentPeriodEnd"
     from subscriptions where user_id = ?`,
    [userId],
  );
  return rows[0] ?? null;
};

const writeSubscription = (tx: DatabaseEntityManager, userId: string, subscription: Subscription) =>
  tx.execute(
    `insert into subscriptions (user_id, plan_id, status, current_period_end)
     values (?, ?, ?, ?)
     on conflict (user_id) do update set plan_id = excluded.plan_id,
       status = excluded.status, current_period_end = excluded.current_period_end`,
    [userId, subscription.planId, subscription.status, subscription.currentPeriodEnd],
  );

// Only the fields a settlement changes; id, owner, provider, target and amount never change.
const writePayment = (tx: DatabaseEntityManager, payment: Payment) =>
  tx.execute(
    `update payments set status = ?, failure_reason = ?, paid_at = ?, refunded_at = ?
     where id = ?`,
    [payment.status, payment.failureReason, payment.paidAt, payment.refundedAt, payment.id],
  );

const eventRecorded = async (tx: DatabaseEntityManager, eventId: string): Promise<boolean> =>
  (await tx.execute("select 1 from payment_events where event_id = ?", [eventId])).length > 0;

/**
 * `PaymentRepository` over the database. A settlement locks the owner's row, so a confirm call
 * and a webhook about the same user's payments run one after the other; a webhook event is
 * recorded in the settlement's transaction (its id is the primary key), so it is handled once.
 */
export const PaymentRepositoryLive = (database: Database) =>
  Layer.succeed(PaymentRepository, {
    create: (userId, payment) =>
      runQuery(database, async (em) =>
        toPayment(
          onlyRow(
            await em.execute<PaymentRow[]>(
              `insert into payments (id, user_id, provider, provider_payment_id, plan_id,
                 invoice_id, amount, currency, status, failure_reason, created_at, paid_at,
                 refunded_at, connected_account)
               values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               returning ${paymentColumns}`,
              [
                payment.id,
                userId,
                payment.provider,
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
                payment.connectedAccount,
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

    list: (userId) =>
      runQuery(database, (em) =>
        em.execute<PaymentRow[]>(
          `select ${paymentColumns} from payments where user_id = ?
           order by payments.created_at desc, id desc`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => rows.map(toPayment))),

    getSubscription: (userId) =>
      runQuery(database, (em) => readSubscription(em, userId)).pipe(
        Effect.map(Option.fromNullishOr),
      ),

    settle: <E>(
      userId: string,
      id: string,
      decide: (
        payment: Payment,
        subscription: Subscription | null,
      ) => Result.Result<PaymentSettlement, E>,
      eventId?: string,
    ) =>
      runTransactionResult<SettledPayment, PaymentNotFound | E>(database, async (tx) => {
        if (!isUuid(id)) return Result.fail(new PaymentNotFound({ id }));
        await tx.execute("select id from users where id = ? for update", [userId]);
        const rows = await tx.execute<PaymentRow[]>(
          `select ${paymentColumns} from payments where id = ? and user_id = ?`,
          [id, userId],
        );
        const row = rows[0];
        if (row === undefined) return Result.fail(new PaymentNotFound({ id }));
        const stored = toPayment(row);
        const subscription = await readSubscription(tx, userId);
        // Under the owner's lock, a second delivery of the event waits, then finds it recorded.
        if (eventId !== undefined && (await eventRecorded(tx, eventId))) {
          return Result.succeed({ payment: stored, subscription, duplicateEvent: true });
        }
        const decided = decide(stored, subscription);
        if (Result.isFailure(decided)) return Result.fail(decided.failure);
        if (eventId !== undefined) {
          await tx.execute("insert into payment_events (event_id) values (?)", [eventId]);
        }
        const settlement = decided.success;
        await writePayment(tx, settlement.payment);
        if (settlement.subscription !== null) {
          await writeSubscription(tx, userId, settlement.subscription);
        }
        return Result.succeed({
          payment: settlement.payment,
          subscription: settlement.subscription ?? subscription,
          duplicateEvent: false,
        });
      }),
  });
