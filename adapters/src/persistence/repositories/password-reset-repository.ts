import { PasswordResetRepository, ResetTokenInvalid } from "@invoicing/core";
import { Effect, Layer, Result } from "effect";
import type { Database } from "../database.ts";
import { runQuery, runQueryResult } from "./run-database.ts";

/** `PasswordResetRepository` over the database; a token is used up by one atomic update. */
export const PasswordResetRepositoryLive = (database: Database) =>
  Layer.succeed(PasswordResetRepository, {
    create: (token) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into password_reset_tokens (token_hash, user_id, expires_at, used_at)
           values (?, ?, ?, ?)`,
          [token.tokenHash, token.userId, token.expiresAt, token.usedAt],
        ),
      ).pipe(Effect.asVoid),

    // The row lock of the update lets only one of two racing requests see `used_at is null`.
    consume: (tokenHash, now) =>
      runQueryResult(database, async (em) => {
        const rows = await em.execute<{ userId: string }[]>(
          `update password_reset_tokens set used_at = ?
           where token_hash = ? and used_at is null and expires_at > ?
           returning user_id as "userId"`,
          [now, tokenHash, now],
        );
        const row = rows[0];
        return row === undefined
          ? Result.fail(new ResetTokenInvalid())
          : Result.succeed(row.userId);
      }),
  });
