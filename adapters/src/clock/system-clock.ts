import { Clock } from "@invoicing/core";
import { Effect, Layer } from "effect";

/** The Clock port on the machine's clock, instants as ISO 8601 UTC. */
export const systemClockLayer = Layer.succeed(Clock, {
  now: Effect.sync(() => new Date().toISOString()),
});
