import type { Database } from "@invoicing/adapters";
import { Context, Effect, Layer } from "effect";

/** Whether the database answers, for `GET /api/health`. */
export class DatabaseHealth extends Context.Service<
  DatabaseHealth,
  {
    /** True when a trivial query succeeds. */
    readonly ping: Effect.Effect<boolean>;
  }
>()("@invoicing/server/DatabaseHealth") {}

/** Pings `database` with `select 1`; any failure is "not reachable". */
export const databaseHealthLayer = (database: Database): Layer.Layer<DatabaseHealth> =>
  Layer.succeed(DatabaseHealth, {
    ping: Effect.tryPromise(() => database.orm.em.fork().execute("select 1")).pipe(
      Effect.as(true),
      Effect.orElseSucceed(() => false),
    ),
  });
