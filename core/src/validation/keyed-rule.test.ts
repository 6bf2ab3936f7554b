import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { keyedCheck } from "./keyed-rule.ts";

const Even = Schema.Number.pipe(
  Schema.check(keyedCheck((n: number) => (n % 2 === 0 ? undefined : "test.mustbeeven"))),
);

describe("keyedCheck", () => {
  it("accepts a value the rule passes", () => {
    expect(Schema.decodeUnknownSync(Even)(4)).toBe(4);
  });
  it("reports the rule's i18n key as the failure message", () => {
    expect(() => Schema.decodeUnknownSync(Even)(3)).toThrow("test.mustbeeven");
  });
});
