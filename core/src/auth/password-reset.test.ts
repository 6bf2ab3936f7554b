import { describe, expect, it } from "vitest";
import { isResetTokenUsable, issueResetToken } from "./password-reset.ts";
import type { TokenHash } from "./token-hash.ts";

const issuedAt = "2026-03-01T12:00:00.000Z";
const token = issueResetToken("u1", "b".repeat(64) as TokenHash, issuedAt);
const after = (minutes: number) => new Date(Date.parse(issuedAt) + minutes * 60_000).toISOString();

describe("password reset token", () => {
  it("works for one hour", () => {
    expect(isResetTokenUsable(token, after(59))).toBe(true);
    expect(isResetTokenUsable(token, after(60))).toBe(false);
  });
  it("works only once", () => {
    expect(isResetTokenUsable({ ...token, usedAt: after(1) }, after(2))).toBe(false);
  });
});
