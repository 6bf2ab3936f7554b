import { type Session, SessionRepository, type TokenHash } from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";

interface SessionRow {
  readonly tokenHash: TokenHash;
  readonly userId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** `SessionRepository` over the database; logging out deletes the session's row. */
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
        em.execute<SessionRow[]>(
          `select token_hash as "tokenHash", user_id as "userId",
             ${instantSql("created_at")} as "createdAt", ${instantSql("expires_at")} as "expiresAt"
           from sessions where token_hash = ? and expires_at > ?`,
          [tokenHash, now],
        ),
      ).pipe(Effect.map((rows): Option.Option<Session> => Option.fromNullishOr(rows[0]))),

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
