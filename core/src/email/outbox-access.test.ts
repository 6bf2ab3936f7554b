import { describe, expect, it } from "vitest";
import { testUser } from "../../testing/document-test-inputs.ts";
import { outboxOpen } from "./outbox-access.ts";

describe("outboxOpen", () => {
  it("opens the outbox to everyone outside production", () => {
    expect(outboxOpen(testUser(), false)).toBe(true);
  });

  it("opens it in production only to a user whose sandbox is on", () => {
    expect(outboxOpen(testUser(), true)).toBe(false);
    expect(outboxOpen(testUser({ settings: { sandboxMode: true } }), true)).toBe(true);
  });
});
