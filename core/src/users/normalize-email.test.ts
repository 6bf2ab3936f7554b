import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { normalizeEmail } from "./normalize-email.ts";

describe("normalizeEmail", () => {
  test.prop([fc.emailAddress()])("makes case and surrounding spaces irrelevant", (email) => {
    expect(normalizeEmail(`  ${email.toUpperCase()} `)).toBe(normalizeEmail(email));
  });
  test.prop([fc.string()])("is idempotent", (email) => {
    expect(normalizeEmail(normalizeEmail(email))).toBe(normalizeEmail(email));
  });
});
