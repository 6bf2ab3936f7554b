import { describe, expect, it } from "vitest";
import { bearerToken } from "./bearer-token.ts";

describe("bearerToken", () => {
  it("reads the token of a Bearer header, whatever the scheme's case", () => {
    expect(bearerToken("Bearer abc-DEF_123")).toBe("abc-DEF_123");
    expect(bearerToken("bearer abc")).toBe("abc");
  });

  it("finds no token without a header, with another scheme or with junk", () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken("")).toBeNull();
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBeNull();
    expect(bearerToken("Bearer ")).toBeNull();
    expect(bearerToken("Bearer a b")).toBeNull();
  });
});
