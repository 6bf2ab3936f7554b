import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path.ts";

describe("safeNextPath", () => {
  it("keeps an in-app path with its query", () => {
    expect(safeNextPath("/invoices?status=paid")).toBe("/invoices?status=paid");
  });

  it.each([
    null,
    "",
    "invoices",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
  ])("sends %j to the dashboard", (next) => {
    expect(safeNextPath(next)).toBe("/");
  });
});
