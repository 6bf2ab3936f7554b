import { describe, expect, it } from "vitest";
import { isSessionActive, openSession } from "./session.ts";
import type { TokenHash } from "./token-hash.ts";

const now = "2026-03-01T12:00:00.000Z";
const open = (rememberMe: boolean) =>
  openSession("u1", "a".repeat(64) as TokenHash, rememberMe, now);

describe("openSession", () => {
  it("lasts 30 days with remember-me", () => {
    expect(open(true).expiresAt).toBe("2026-03-31T12:00:00.000Z");
  });
  it("lasts 24 hours without remember-me", () => {
    expect(open(false).expiresAt).toBe("2026-03-02T12:00:00.000Z");
  });
});

describe("isSessionActive", () => {
  it("holds until the last millisecond before expiry", () => {
    const session = open(false);
    expect(isSessionActive(session, "2026-03-02T11:59:59.999Z")).toBe(true);
    expect(isSessionActive(session, "2026-03-02T12:00:00Z")).toBe(false);
  });
});
