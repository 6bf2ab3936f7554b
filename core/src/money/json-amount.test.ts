import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { JsonAmount } from "./json-amount.ts";

const decode = Schema.decodeUnknownSync(JsonAmount);

describe("JsonAmount", () => {
  it("accepts a JSON number with up to two decimals", () => {
    expect(decode(1234.5)).toBe(1234.5);
    expect(decode(0)).toBe(0);
  });

  it("admits a yen total beyond what two decimals would allow", () => {
    expect(decode(200_000_000_000_000)).toBe(200_000_000_000_000);
  });

  it("refuses three decimals, a huge number and a string", () => {
    expect(() => decode(1.234)).toThrow("money.toomanydecimals");
    expect(() => decode(1e16)).toThrow("money.toolarge");
    expect(() => decode("12.50")).toThrow();
  });
});
