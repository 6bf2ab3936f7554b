import { type TestResult, TestResultRepository } from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";

/** `TestResultRepository` over the database; a run's checks are kept as one JSON document. */
export const TestResultRepositoryLive = (database: Database) =>
  Layer.succeed(TestResultRepository, {
    save: (userId, result) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into test_results (id, user_id, test_type, status, ran_at, details)
           values (?, ?, ?, ?, ?, ?::jsonb)`,
          [
            result.id,
            userId,
            result.testType,
            result.status,
            result.timestamp,
            JSON.stringify(result.details),
          ],
        ),
      ).pipe(Effect.asVoid),

    latest: (userId, limit) =>
      runQuery(database, (em) =>
        em.execute<TestResult[]>(
          `select id, test_type as "testType", status, ${instantSql("ran_at")} as timestamp,
             details
           from test_results where user_id = ?
           order by ran_at desc, id desc
           limit ?`,
          [userId, limit],
        ),
      ),
  });
