import { Clock, Instant } from "@invoicing/core";
import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { systemClockLayer } from "./system-clock.ts";

describe("systemClock", () => {
  it("tells the current instant in ISO 8601 UTC", async () => {
    const before = Date.now();
    const now = await Effect.runPromise(
      Effect.provide(
        Clock.use((clock) => clock.now),
        systemClockLayer,
      ),
    );
    expect(Schema.is(Instant)(now)).toBe(true);
    expect(Date.parse(now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(now)).toBeLessThanOrEqual(Date.now());
  });
});
