import { describe, expect, it } from "vitest";
import { aUser } from "../../testing/builders/index.ts";
import { outboxOpen } from "./outbox-access.ts";

describe("outboxOpen", () => {
  it("opens the outbox to everyone outside production", () => {
    expect(outboxOpen(aUser(), false)).toBe(true);
  });

  it("opens it in production only to a user whose sandbox is on", () => {
    expect(outboxOpen(aUser(), true)).toBe(false);
    expect(outboxOpen(aUser({ settings: { sandboxMode: true } }), true)).toBe(true);
  });
});
