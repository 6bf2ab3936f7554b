import { Cause, type Effect, Exit, Option } from "effect";
import type { AppRuntime, AppServices } from "../runtime/app-services.ts";

/**
 * Runs an effect on the app runtime and answers its value; a typed failure is thrown as itself
 * (for the error middleware to map), a defect or an interruption as what caused it.
 */
export const runEffect = async <A, E>(
  runtime: AppRuntime,
  effect: Effect.Effect<A, E, AppServices>,
): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) return exit.value;
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isSome(failure)) throw failure.value;
  throw Cause.squash(exit.cause);
};
