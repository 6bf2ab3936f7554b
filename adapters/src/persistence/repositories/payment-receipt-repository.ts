import { PaymentReceiptRepository } from "@invoicing/core";
import { Effect, Exit, Layer } from "effect";
import type { Database } from "../database.ts";

/**
 * `PaymentReceiptRepository` over the database: `payment_receipts` keyed by payment and recipient,
 * so a second send of a receipt, in any process, finds the first one's row (or waits for its
 * commit) and sends nothing.
 */
export const PaymentReceiptRepositoryLive = (database: Database) =>
  Layer.succeed(PaymentReceiptRepository, {
    sendOnce: (record, deliver) =>
      Effect.acquireUseRelease(
        Effect.promise(async () => {
          const tx = database.orm.em.fork();
          await tx.begin();
          return tx;
        }),
        (tx) =>
          Effect.gen(function* () {
            const claimed = yield* Effect.promise(() =>
              tx.execute(
                `insert into payment_receipts (payment_id, recipient, at)
                 values (?, ?, ?) on conflict do nothing returning payment_id`,
                [record.paymentId, record.recipient, record.at],
              ),
            );
            if (claimed.length === 0) return null;
            return yield* deliver;
          }),
        (tx, exit) => Effect.promise(() => (Exit.isSuccess(exit) ? tx.commit() : tx.rollback())),
      ),
  });
