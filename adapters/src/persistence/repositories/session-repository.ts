import { SessionRepository, type TokenHash } from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";
import { toUser, type UserRow, userColumns } from "./user-row.ts";

interface SessionRow {
  readonly tokenHash: TokenHash;
  readonly userId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/**
 * `SessionRepository` over the database; logging out deletes the session's row. A request's
 * authentication is one statement: the session joined to its account.
 */
export const SessionRepositoryLive = (database: Database) =>
  Layer.succeed(SessionRepository, {
    create: (session) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)`,
          [session.tokenHash, session.userId, session.createdAt, session.expiresAt],
        ),
      ).pipe(Effect.asVoid),

    findActive: (tokenHash, now) =>
      runQuery(database, (em) =>
        em.execute<(SessionRow & UserRow)[]>(
          `select s.token_hash as "tokenHash", s.user_id as "userId",
             ${instantSql("s.created_at")} as "createdAt",
             ${instantSql("s.expires_at")} as "expiresAt", ${userColumns("u")}
           from sessions s join users u on u.id = s.user_id
           where s.token_hash = ? and s.expires_at > ?`,
          [tokenHash, now],
        ),
      ).pipe(
        Effect.map((rows) =>
          Option.fromNullishOr(rows[0]).pipe(
            Option.map((row) => ({
              session: {
                tokenHash: row.tokenHash,
                userId: row.userId,
                createdAt: row.createdAt,
                expiresAt: row.expiresAt,
              },
              user: toUser(row),
            })),
          ),
        ),
      ),

    revoke: (tokenHash) =>
      runQuery(database, (em) =>
        em.execute(`delete from sessions where token_hash = ?`, [tokenHash]),
      ).pipe(Effect.asVoid),

    purgeExpired: (now) =>
      runQuery(database, (em) =>
        em.execute<{ count: number | string }[]>(
          `with gone as (delete from sessions where expires_at <= ? returning 1)
           select count(*) as count from gone`,
          [now],
        ),
      ).pipe(Effect.map((rows) => Number(rows[0]?.count ?? 0))),
  });
