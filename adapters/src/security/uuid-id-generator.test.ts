import { IdGenerator } from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { uuidIdGeneratorLayer } from "./uuid-id-generator.ts";

describe("uuidIdGenerator", () => {
  it("gives random version 4 UUIDs", async () => {
    const ids = await Effect.runPromise(
      Effect.provide(
        IdGenerator.use((generator) => Effect.all([generator.next, generator.next])),
        uuidIdGeneratorLayer,
      ),
    );
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });
});
