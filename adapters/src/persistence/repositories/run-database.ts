import { Effect, type Result } from "effect";
import type { Database, DatabaseEntityManager } from "../database.ts";

/**
 * Runs `work` on a fresh entity manager; a rejection (a storage failure) is a defect, as the
 * ports say.
 */
export const runQuery = <A>(
  database: Database,
  work: (em: DatabaseEntityManager) => Promise<A>,
): Effect.Effect<A> => Effect.promise(() => work(database.orm.em.fork()));

/**
 * Runs `work` in one transaction. On PGlite, `work` must query only through the `tx` it gets:
 * another entity manager would wait for this transaction to end, which it never would.
 */
export const runTransaction = <A>(
  database: Database,
  work: (tx: DatabaseEntityManager) => Promise<A>,
): Effect.Effect<A> => Effect.promise(() => database.orm.em.fork().transactional(work));

/** Like `runQuery`, for work that answers a typed failure as a `Result`. */
export const runQueryResult = <A, E>(
  database: Database,
  work: (em: DatabaseEntityManager) => Promise<Result.Result<A, E>>,
): Effect.Effect<A, E> => Effect.flatMap(runQuery(database, work), Effect.fromResult);

/** Like `runTransaction`, for work that answers a typed failure as a `Result`. */
export const runTransactionResult = <A, E>(
  database: Database,
  work: (tx: DatabaseEntityManager) => Promise<Result.Result<A, E>>,
): Effect.Effect<A, E> => Effect.flatMap(runTransaction(database, work), Effect.fromResult);
