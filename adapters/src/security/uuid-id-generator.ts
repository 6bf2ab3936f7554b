import { randomUUID } from "node:crypto";
import { IdGenerator } from "@invoicing/core";
import { Effect, Layer } from "effect";

/** Ids as random UUIDs (v4) from the CSPRNG: they reveal neither order nor count of rows. */
export const uuidIdGeneratorLayer = Layer.succeed(IdGenerator, {
  next: Effect.sync(() => randomUUID()),
});
