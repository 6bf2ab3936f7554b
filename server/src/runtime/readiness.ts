import type { Database } from "@invoicing/adapters";
import { Context, Effect, Layer } from "effect";

/** What `GET /api/ready` checks; the server is ready when all three hold. */
export interface ReadinessReport {
  /** A trivial query succeeds. */
  readonly database: boolean;
  /** Every migration this build knows is applied (another process may be migrating still). */
  readonly migrations: boolean;
  /** This process's job workers run (they stop on SIGTERM, before the process exits). */
  readonly jobs: boolean;
}

/** Whether this process can serve: its database, its schema, its job queue. */
export class Readiness extends Context.Service<
  Readiness,
  {
    /** Checks each part; a failure of any check is "not ready", never an error. */
    readonly check: Effect.Effect<ReadinessReport>;
  }
>()("@invoicing/server/Readiness") {}

const succeeds = (run: () => Promise<boolean>): Effect.Effect<boolean> =>
  Effect.tryPromise(run).pipe(Effect.orElseSucceed(() => false));

/** Checks `database` (`select 1`, then the pending migrations) and asks `jobsRunning`. */
export const readinessLayer = (
  database: Database,
  jobsRunning: () => boolean,
): Layer.Layer<Readiness> =>
  Layer.succeed(Readiness, {
    check: Effect.gen(function* () {
      const reachable = yield* succeeds(async () => {
        await database.orm.em.fork().execute("select 1");
        return true;
      });
      const migrations =
        reachable &&
        (yield* succeeds(async () => (await database.orm.migrator.getPending()).length === 0));
      return { database: reachable, migrations, jobs: jobsRunning() };
    }),
  });
