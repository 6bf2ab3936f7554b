import { describe, expect, it } from "vitest";
import { isBlockingRule } from "./failed-rule.ts";

const rule = (flag: string) => ({ id: "BR-CO-13", flag, text: "", location: "" });

describe("isBlockingRule", () => {
  it("blocks on fatal asserts, on the Factur-X rules' unflagged ones, and on XSD errors", () => {
    expect(["fatal", "", "error"].every((flag) => isBlockingRule(rule(flag)))).toBe(true);
  });

  it("lets warnings and information pass", () => {
    expect(isBlockingRule(rule("warning"))).toBe(false);
    expect(isBlockingRule(rule("information"))).toBe(false);
  });
});
