import { Effect, type Layer, ManagedRuntime } from "effect";
import type { Database } from "../../src/persistence/database.ts";
import { persistenceLayer } from "../../src/persistence/repositories/persistence-layer.ts";

/** The repository services `persistenceLayer` provides. */
export type PersistenceServices = Layer.Success<ReturnType<typeof persistenceLayer>>;

/** Runs repository effects against a database, as the server's runtime would. */
export interface RepositoryRuntime {
  /** Runs the effect; a typed failure rejects the promise. */
  run<A, E>(effect: Effect.Effect<A, E, PersistenceServices>): Promise<A>;
  /** Runs an effect expected to fail, and answers its typed failure. */
  failure<A, E>(effect: Effect.Effect<A, E, PersistenceServices>): Promise<E>;
  dispose(): Promise<void>;
}

/** A runtime with every repository over `database`. */
export const repositoryRuntime = (database: Database): RepositoryRuntime => {
  const runtime = ManagedRuntime.make(persistenceLayer(database));
  return {
    run: (effect) => runtime.runPromise(effect),
    failure: (effect) => runtime.runPromise(Effect.flip(effect)),
    dispose: () => runtime.dispose(),
  };
};
