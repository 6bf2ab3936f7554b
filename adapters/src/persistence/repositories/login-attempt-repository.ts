import { type Instant, LoginAttemptRepository } from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";

// Far beyond any throttle window: older failures count for nothing and are dropped as new ones
// of the same key arrive, so a key hammered for months keeps a day of rows, not months of them.
const RETENTION = "1 day";

/** `LoginAttemptRepository` over the database: one row per failed sign-in and key. */
export const LoginAttemptRepositoryLive = (database: Database) =>
  Layer.succeed(LoginAttemptRepository, {
    recordFailure: (key, at) =>
      runQuery(database, (em) =>
        em.execute(
          `with expired as (
             delete from login_failures
             where kind = ? and key = ? and at < ?::timestamptz - interval '${RETENTION}'
           )
           insert into login_failures (kind, key, at) values (?, ?, ?)`,
          [key.kind, key.value, at, key.kind, key.value, at],
        ),
      ).pipe(Effect.asVoid),

    failuresSince: (key, since) =>
      runQuery(database, (em) =>
        em.execute<{ at: Instant }[]>(
          `select ${instantSql("at")} as at from login_failures
           where kind = ? and key = ? and at >= ? order by login_failures.at`,
          [key.kind, key.value, since],
        ),
      ).pipe(Effect.map((rows) => rows.map((row) => row.at))),

    clear: (key) =>
      runQuery(database, (em) =>
        em.execute(`delete from login_failures where kind = ? and key = ?`, [key.kind, key.value]),
      ).pipe(Effect.asVoid),
  });
