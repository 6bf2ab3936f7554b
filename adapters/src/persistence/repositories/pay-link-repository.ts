import { PayLinkRepository, type PayLinkTarget, type UserId } from "@invoicing/core";
import { Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { runQuery, runTransaction } from "./run-database.ts";

/**
 * `PayLinkRepository` over the database: tokens are found by their hash only; the sealed token is
 * read back only for the live link of the owner's invoice.
 */
export const PayLinkRepositoryLive = (database: Database) =>
  Layer.succeed(PayLinkRepository, {
    create: (target, link) =>
      runTransaction(database, async (tx) => {
        await tx.execute(
          `update pay_links set revoked_at = ?
           where invoice_id = ? and user_id = ? and revoked_at is null`,
          [link.createdAt, target.invoiceId, target.userId],
        );
        await tx.execute(
          `insert into pay_links (id, user_id, invoice_id, token_hash, sealed_token, created_at)
           values (?, ?, ?, ?, ?, ?)`,
          [
            link.id,
            target.userId,
            target.invoiceId,
            link.tokenHash,
            link.sealedToken,
            link.createdAt,
          ],
        );
      }),
    revoke: (target, at) =>
      runQuery(database, async (em) => {
        await em.execute(
          `update pay_links set revoked_at = ?
           where invoice_id = ? and user_id = ? and revoked_at is null`,
          [at, target.invoiceId, target.userId],
        );
      }),
    findLive: (tokenHash) =>
      runQuery(database, async (em) => {
        const rows = await em.execute<{ userId: string; invoiceId: string }[]>(
          `select user_id as "userId", invoice_id as "invoiceId" from pay_links
           where token_hash = ? and revoked_at is null`,
          [tokenHash],
        );
        const row = rows[0];
        return row === undefined
          ? Option.none<PayLinkTarget>()
          : Option.some({ userId: row.userId as UserId, invoiceId: row.invoiceId });
      }),
    liveSealedToken: (target) =>
      runQuery(database, async (em) => {
        const rows = await em.execute<{ sealedToken: string }[]>(
          `select sealed_token as "sealedToken" from pay_links
           where invoice_id = ? and user_id = ? and revoked_at is null
             and sealed_token is not null`,
          [target.invoiceId, target.userId],
        );
        return Option.fromNullishOr(rows[0]?.sealedToken);
      }),
  });
