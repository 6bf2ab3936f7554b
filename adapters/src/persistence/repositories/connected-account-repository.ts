import { ConnectedAccountRepository, type Instant, type UserId } from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";

/** `ConnectedAccountRepository` over the database; a state is taken by deleting it, so once. */
export const ConnectedAccountRepositoryLive = (database: Database) =>
  Layer.succeed(ConnectedAccountRepository, {
    find: (userId) =>
      runQuery(database, async (em) => {
        const rows = await em.execute<{ accountId: string; connectedAt: Instant }[]>(
          `select account_id as "accountId", ${instantSql("connected_at")} as "connectedAt"
           from stripe_connect_accounts where user_id = ?`,
          [userId],
        );
        return Option.fromNullishOr(rows[0]);
      }),
    save: (userId, account) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into stripe_connect_accounts (user_id, account_id, connected_at) values (?, ?, ?)
           on conflict (user_id) do update
             set account_id = excluded.account_id, connected_at = excluded.connected_at`,
          [userId, account.accountId, account.connectedAt],
        ),
      ).pipe(Effect.asVoid),
    remove: (userId) =>
      runQuery(database, (em) =>
        em.execute(`delete from stripe_connect_accounts where user_id = ?`, [userId]),
      ).pipe(Effect.asVoid),
    saveState: (userId, stateHash, at) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into stripe_connect_states (state_hash, user_id, created_at) values (?, ?, ?)`,
          [stateHash, userId, at],
        ),
      ).pipe(Effect.asVoid),
    takeState: (stateHash) =>
      runQuery(database, async (em) => {
        const rows = await em.execute<{ userId: string; createdAt: Instant }[]>(
          `delete from stripe_connect_states where state_hash = ?
           returning user_id as "userId", ${instantSql("created_at")} as "createdAt"`,
          [stateHash],
        );
        const row = rows[0];
        return row === undefined
          ? Option.none()
          : Option.some({ userId: row.userId as UserId, createdAt: row.createdAt });
      }),
  });
