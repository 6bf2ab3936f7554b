import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Money } from "./money.ts";

describe("Money", () => {
  it("holds integer minor units and a currency", () => {
    expect(Schema.decodeUnknownSync(Money)({ amount: 1999, currency: "EUR" })).toEqual({
      amount: 1999,
      currency: "EUR",
    });
  });

  it("refuses a fractional amount", () => {
    expect(() => Schema.decodeUnknownSync(Money)({ amount: 19.99, currency: "EUR" })).toThrow();
  });
});
